import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScript } from './use-script';

let n = 0;
/** An address of its own per test: the page loads each address once. */
const freshUrl = () => `https://provider.test/sdk-${++n}.js`;

const scriptsFor = (url: string) =>
  Array.from(document.head.querySelectorAll('script')).filter((s) => s.src === url);

function fire(url: string, type: 'load' | 'error') {
  const [script] = scriptsFor(url);
  if (!script) throw new Error(`No script for ${url}`);
  act(() => {
    script.dispatchEvent(new Event(type));
  });
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('useScript: payment-script loading states', () => {
  it('stays initial and adds nothing without an address', () => {
    const { result } = renderHook(() => useScript(null));
    expect(result.current.status).toBe('initial');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('goes pending with an async script in the head, then resolved when it loads', () => {
    const url = freshUrl();
    const { result } = renderHook(() => useScript(url));
    expect(result.current.status).toBe('pending');
    const [script] = scriptsFor(url);
    expect(script?.async).toBe(true);
    fire(url, 'load');
    expect(result.current.status).toBe('resolved');
  });

  it('goes from initial to pending when its address arrives', () => {
    const url = freshUrl();
    const { result, rerender } = renderHook(({ src }) => useScript(src), {
      initialProps: { src: null as string | null },
    });
    expect(result.current.status).toBe('initial');
    rerender({ src: url });
    expect(result.current.status).toBe('pending');
  });

  it('loads each address once per page: callers share the load and its result', () => {
    const url = freshUrl();
    const first = renderHook(() => useScript(url));
    const second = renderHook(() => useScript(url));
    expect(scriptsFor(url)).toHaveLength(1);
    fire(url, 'load');
    expect(first.result.current.status).toBe('resolved');
    expect(second.result.current.status).toBe('resolved');
    const later = renderHook(() => useScript(url));
    expect(later.result.current.status).toBe('resolved');
    expect(scriptsFor(url)).toHaveLength(1);
  });

  it('is rejected when the script fails, and retry loads it again', () => {
    const url = freshUrl();
    const { result } = renderHook(() => useScript(url));
    fire(url, 'error');
    expect(result.current.status).toBe('rejected');
    expect(scriptsFor(url)).toHaveLength(0);
    act(() => result.current.retry());
    expect(result.current.status).toBe('pending');
    expect(scriptsFor(url)).toHaveLength(1);
    fire(url, 'load');
    expect(result.current.status).toBe('resolved');
  });

  it('retry does nothing while the script loads or once it has', () => {
    const url = freshUrl();
    const { result } = renderHook(() => useScript(url));
    act(() => result.current.retry());
    expect(scriptsFor(url)).toHaveLength(1);
    fire(url, 'load');
    act(() => result.current.retry());
    expect(result.current.status).toBe('resolved');
    expect(scriptsFor(url)).toHaveLength(1);
  });
});
