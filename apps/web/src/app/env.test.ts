import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/public-config';
import { TEST_CONFIG } from '@/testing/config';
import { readPublicConfig } from './env';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'dw-public-config';
  script.textContent = text;
  document.head.append(script);
}

describe('readPublicConfig', () => {
  afterEach(() => {
    document.getElementById('dw-public-config')?.remove();
  });

  it('reads the JSON block the server writes into index.html', () => {
    embed(JSON.stringify(TEST_CONFIG));
    expect(readPublicConfig()).toEqual(TEST_CONFIG);
  });

  it('falls back to the defaults when there is no block (dev server, tests)', () => {
    expect(readPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
  });

  it('falls back to the defaults and reports a block that is not valid JSON', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embed('{not json');
    expect(readPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(consoleError).toHaveBeenCalled();
  });

  it('falls back to the defaults and reports a block of the wrong shape', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    embed(JSON.stringify({ salesEmail: 'x' }));
    expect(readPublicConfig()).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(consoleError).toHaveBeenCalled();
  });
});
