/**
 * Rows by a key, each group in the rows' order. (`Map.groupBy` does this from Node.js 21; the
 * machines still run Node.js 20.)
 */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
