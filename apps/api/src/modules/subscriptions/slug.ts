/**
 * The `{institute}` segment of /{institute}/admin/* (issue #13, decision 015): lower-case ASCII
 * letters and digits joined by single hyphens, at most 60 characters, "institute" when the
 * name has none ("École Sainte-Marie" → "ecole-sainte-marie").
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'institute';
}
