import { vi } from 'vitest';

/**
 * Catches the downloads a test starts through lib/save-file.ts: jsdom has no object URLs and
 * does not download on a link click, so both are stubbed; `saved` lists "fileName url".
 */
export function captureDownloads(url = 'blob:degreeworth-file') {
  const createObjectURL = vi.fn((_blob: Blob) => url);
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
  return { saved, createObjectURL };
}
