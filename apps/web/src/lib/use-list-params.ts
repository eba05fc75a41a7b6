import { useSearchParams } from 'react-router';

/**
 * A list's search, filters and page, kept in the address (after the #) so Back and a reload keep
 * them. Changing anything but the page goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const oneOf = (key: string, allowed: readonly string[]) => {
    const value = params.get(key);
    return value !== null && allowed.includes(value) ? value : undefined;
  };
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const setPage = (n: number) => update({ page: n > 1 ? String(n) : undefined });
  return { page, text, oneOf, update, setPage };
}
