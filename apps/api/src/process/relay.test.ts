import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportProgress } from '../importer/progress';
import type { ReadinessState } from '../plugins/readiness';
import { RELAY_EVERY_MS, stateRelay } from './relay';

const importing = (file: number, rows: number): ReadinessState => ({
  ready: false,
  serving: true,
  step: 'importing College Scorecard data',
  import: {
    phase: 'reading',
    file,
    files: 2,
    name: `f${file}.csv`,
    rows,
    percent: rows,
  } as ImportProgress,
});

describe('the state the cluster primary relays to its workers', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a new step or file at once, and progress within a file at most every 250 ms', () => {
    vi.useFakeTimers();
    const sent: ReadinessState[] = [];
    const relay = stateRelay((s) => sent.push(s));
    relay.publish(importing(1, 0));
    relay.publish(importing(1, 10));
    relay.publish(importing(1, 20));
    expect(sent.map((s) => s.import?.rows)).toEqual([0]);
    vi.advanceTimersByTime(RELAY_EVERY_MS);
    // The latest progress, once.
    expect(sent.map((s) => s.import?.rows)).toEqual([0, 20]);
    relay.publish(importing(2, 0));
    expect(sent.map((s) => s.import?.file)).toEqual([1, 1, 2]);
    const ready = { ready: true, serving: true, step: 'ready', import: null };
    relay.publish(ready);
    expect(sent.at(-1)).toEqual(ready);
    // A worker that asks now (a new one) gets the latest state.
    expect(relay.current()).toEqual(ready);
    vi.advanceTimersByTime(RELAY_EVERY_MS * 4);
    expect(sent).toHaveLength(4);
  });
});
