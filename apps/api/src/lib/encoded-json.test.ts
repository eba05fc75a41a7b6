import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedJson, preferredEncoding } from './encoded-json';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br;q=0')).toBe('gzip');
    expect(preferredEncoding('BR;q=0.5, gzip;q=1')).toBe('br');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });

  it('answers a header seen before the same way, however many others came between', () => {
    const headers = Array.from({ length: 200 }, (_, i) =>
      i % 3 === 0 ? `gzip;q=0.5, br;q=0, x-${i}` : i % 3 === 1 ? `x-${i}, br` : `x-${i}`,
    );
    const first = headers.map((h) => preferredEncoding(h));
    expect(first.filter((e) => e === 'gzip')).toHaveLength(67);
    expect(headers.map((h) => preferredEncoding(h))).toEqual(first);
    expect([...headers].reverse().map((h) => preferredEncoding(h))).toEqual(first.reverse());
  });
});

describe('EncodedJson', () => {
  const json = JSON.stringify({ data: Array.from({ length: 100 }, (_, i) => ({ rank: i })) });

  it('has no ready bytes for an encoding until they are compressed, then the same each time', async () => {
    const body = new EncodedJson(json);
    expect(body.plain.toString()).toBe(json);
    expect(body.ready('br')).toBeUndefined();
    const br = await body.encoded('br');
    expect(body.ready('br')).toBe(br);
    expect(await body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(body.ready('gzip')).toBeUndefined();
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(json);
    expect(body.ready('gzip')).toBeDefined();
  });
});
