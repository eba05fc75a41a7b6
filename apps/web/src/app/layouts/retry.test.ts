import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorTarget, CONTENT_WAIT_MS, retryFor } from './retry';

describe('retryFor (waiting for content after a navigation)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries at once and every 50 ms until the attempt succeeds, then ends once', () => {
    let tries = 0;
    const onEnd = vi.fn();
    retryFor(() => ++tries === 3, { onEnd });
    expect(tries).toBe(1);
    vi.advanceTimersByTime(50);
    expect(tries).toBe(2);
    vi.advanceTimersByTime(50);
    expect(tries).toBe(3);
    vi.advanceTimersByTime(500);
    expect(tries).toBe(3);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${CONTENT_WAIT_MS} ms`, () => {
    const attempt = vi.fn(() => false);
    const onEnd = vi.fn();
    retryFor(attempt, { onEnd });
    vi.advanceTimersByTime(CONTENT_WAIT_MS + 50);
    expect(onEnd).toHaveBeenCalledTimes(1);
    const calls = attempt.mock.calls.length;
    vi.advanceTimersByTime(1000);
    expect(attempt.mock.calls.length).toBe(calls);
  });

  it('stops early when told to, and ends only once', () => {
    const attempt = vi.fn(() => false);
    const onEnd = vi.fn();
    const stop = retryFor(attempt, { onEnd });
    stop();
    stop();
    vi.advanceTimersByTime(500);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('anchorTarget', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds the element the decoded anchor names, and none for an empty or unknown one', () => {
    const section = document.createElement('section');
    section.id = 'net price';
    document.body.append(section);
    expect(anchorTarget('#net%20price')).toBe(section);
    expect(anchorTarget('#')).toBeNull();
    expect(anchorTarget('')).toBeNull();
    expect(anchorTarget('#elsewhere')).toBeNull();
  });

  it('looks a malformed escape up as written instead of throwing', () => {
    const section = document.createElement('section');
    section.id = '100%';
    document.body.append(section);
    expect(anchorTarget('#100%')).toBe(section);
  });
});
