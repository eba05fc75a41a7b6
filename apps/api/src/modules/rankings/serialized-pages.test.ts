import { describe, expect, it } from 'vitest';
import { CachedPage, type SerializedPage } from './serialized-pages';

const page: SerializedPage = {
  ids: [101, 202, 303],
  rows: ['{"university_id":101}', '{"university_id":202}', '{"university_id":303}'],
  rest: '{"total":3}',
};
const flags = (text: string) =>
  (JSON.parse(text) as { data: { is_favorite?: boolean }[] }).data.map((r) => r.is_favorite);

describe('CachedPage', () => {
  it('sends visitors the rows without is_favorite, and users their own flags', () => {
    const cached = new CachedPage(page);
    expect(flags(cached.forViewer(null).json)).toEqual([undefined, undefined, undefined]);
    expect(JSON.parse(cached.forViewer(null).json).total).toBe(3);
    expect(flags(cached.forViewer(new Set([9])).json)).toEqual([false, false, false]);
    expect(flags(cached.forViewer(new Set([303, 9])).json)).toEqual([false, false, true]);
    expect(flags(cached.forViewer(new Set([101, 202])).json)).toEqual([true, true, false]);
  });

  it('keeps one text per set of flagged rows, so it is compressed once for all who flag them', async () => {
    const cached = new CachedPage(page);
    const first = cached.forViewer(new Set([202]));
    const bytes = await first.encoded('br');
    // Another user whose favorites flag the same row (and others not on this page).
    const again = cached.forViewer(new Set([202, 404]));
    expect(again).toBe(first);
    expect(again.ready('br')).toBe(bytes);
    expect(cached.forViewer(new Set([101]))).not.toBe(first);
    // Another page's text for the same rows is its own.
    expect(new CachedPage(page).forViewer(new Set([202]))).not.toBe(first);
  });
});
