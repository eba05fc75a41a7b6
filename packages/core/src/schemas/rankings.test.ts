import { describe, expect, it } from 'vitest';
import { US_STATES } from '../us-states';
import {
  AdvancedRankingsInputSchema,
  FavoriteInputSchema,
  RankingsQuerySchema,
  stateCodeOf,
} from './rankings';

describe('rankings query and advanced rankings body', () => {
  it('accepts every state of the fixed list by code or full name, in any case', () => {
    expect(US_STATES).toHaveLength(51);
    for (const s of US_STATES) {
      expect(stateCodeOf(s.code)).toBe(s.code);
      expect(stateCodeOf(s.name.toUpperCase())).toBe(s.code);
    }
    expect(stateCodeOf('Puerto Rico')).toBeNull();
    expect(stateCodeOf('PR')).toBeNull();
  });

  it('defaults to page 1, 20 rows, bachelors and no year; blank parameters count as absent', () => {
    expect(RankingsQuerySchema.parse({})).toEqual({ page: 1, per_page: 20, type: 'bachelors' });
    expect(RankingsQuerySchema.parse({ year: '', state: ' ', type: '' })).toEqual({
      page: 1,
      per_page: 20,
      type: 'bachelors',
    });
    expect(RankingsQuerySchema.parse({ year: '2022', state: 'new york', page: '3' })).toMatchObject(
      {
        year: 2022,
        state: 'NY',
        page: 3,
      },
    );
  });

  it('rejects unknown states and types with a message', () => {
    const state = RankingsQuerySchema.safeParse({ state: 'Guam' });
    expect(state.error?.issues[0]?.message).toMatch(/^Unknown state "Guam"\./);
    const type = RankingsQuerySchema.safeParse({ type: 'doctoral' });
    expect(type.error?.issues[0]?.message).toBe(
      'Unknown type "doctoral". Use bachelors, associate or certificate.',
    );
  });

  it('checks the advanced body strictly (a misspelt key is an error, not ignored)', () => {
    expect(
      AdvancedRankingsInputSchema.safeParse({ sort: 'net_price', drection: 'asc' }).success,
    ).toBe(false);
    expect(AdvancedRankingsInputSchema.parse({ min: { npv: 0 }, horizon: 30 })).toMatchObject({
      min: { npv: 0 },
      horizon: 30,
    });
  });

  it('keeps bounds, ids and search text within what the database stores, with clear messages', () => {
    const message = (input: unknown) =>
      AdvancedRankingsInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ min: { npv: 1e12 } })).toBe(
      'Bounds must be between -2147483647 and 2147483647.',
    );
    expect(message({ max: { net_price: -3e9 } })).toBe(
      'Bounds must be between -2147483647 and 2147483647.',
    );
    expect(message({ min: { npv: 1000.5 } })).toBeUndefined();
    expect(message({ search: 'mit\u0000' })).toBe('search must not contain control characters.');
    expect(message({ search: 'x'.repeat(101) })).toBe('search must be at most 100 characters.');
    expect(
      FavoriteInputSchema.safeParse({ university_id: 3_000_000_000, type: 'bachelors' }).error
        ?.issues[0]?.message,
    ).toBe('university_id must be a whole number.');
  });

  it('caps every list and text, and quotes at most 40 characters of what was sent', () => {
    const issues = (schema: typeof AdvancedRankingsInputSchema, input: unknown) =>
      schema.safeParse(input).error?.issues.map((i) => i.message);
    const long = 'x'.repeat(1000);
    // Counted before any item is read: an oversized list costs no work per item.
    const unread = new Proxy(Array(200_000).fill('public'), {
      get: (list, key) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error(`read item ${key}`);
        return Reflect.get(list, key);
      },
    });
    expect(issues(AdvancedRankingsInputSchema, { control: unread })).toEqual([
      'control lists at most 3 values.',
    ]);
    expect(issues(AdvancedRankingsInputSchema, { control: 'public' })).toEqual([
      'control must be a list.',
    ]);
    expect(issues(AdvancedRankingsInputSchema, { control: [] })).toEqual([
      'control must list at least one value.',
    ]);
    expect(issues(AdvancedRankingsInputSchema, { state: long })).toEqual([
      'state must be at most 40 characters.',
    ]);
    expect(issues(AdvancedRankingsInputSchema, { year: [2022], page: [1, 2] })).toEqual([
      'year must be a single value, not a list.',
      'page must be a single value, not a list.',
    ]);
    const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`${long}${i}`, 1]));
    const [unknown] = issues(AdvancedRankingsInputSchema, keys)!;
    expect(unknown).toBe(
      `Unrecognized keys: ${Array(3)
        .fill(`"${'x'.repeat(40)}…"`)
        .join(', ')} and 997 more`,
    );
    expect(issues(AdvancedRankingsInputSchema, { drection: 'asc' })).toEqual([
      'Unrecognized key: "drection"',
    ]);
    const type = FavoriteInputSchema.safeParse({ university_id: 1, type: long });
    expect(type.error?.issues[0]?.message).toBe(
      `Unknown type "${'x'.repeat(40)}…". Use bachelors, associate or certificate.`,
    );
    expect(
      FavoriteInputSchema.safeParse({ university_id: 1, type: ['bachelors'] }).error?.issues[0]
        ?.message,
    ).toBe('type must be bachelors, associate or certificate.');
  });

  it('refuses a repeated query parameter instead of picking one of its values', () => {
    const parsed = RankingsQuerySchema.safeParse({ page: ['1', '2'], state: ['NY', 'CA'] });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['page', 'page must be a single value, not a list.'],
      ['state', 'state must be a single value, not a list.'],
    ]);
  });
});
