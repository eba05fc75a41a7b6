import { type ReadinessState, STARTING } from '../plugins/readiness';

/** How often progress reaches the workers at most; a new step or file goes at once. */
export const RELAY_EVERY_MS = 250;

/** Sends every state change to `send`, progress within one step at most every RELAY_EVERY_MS. */
export function stateRelay(send: (state: ReadinessState) => void) {
  let current: ReadinessState = STARTING;
  let sentKey = '';
  let sentAt = 0;
  let timer: NodeJS.Timeout | null = null;
  const keyOf = (s: ReadinessState) =>
    [s.ready, s.serving, s.step, s.import?.phase, s.import?.file].join('|');
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    sentKey = keyOf(current);
    sentAt = Date.now();
    send(current);
  };
  return {
    current: () => current,
    publish(state: ReadinessState) {
      current = state;
      const wait = RELAY_EVERY_MS - (Date.now() - sentAt);
      if (keyOf(state) !== sentKey || wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
  };
}
