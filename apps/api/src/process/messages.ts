import type { ReadinessState } from '../plugins/readiness';

/**
 * What the cluster primary and its workers tell each other over IPC (process.send): a worker
 * asks for the state once it listens for it; the primary answers, and sends every change.
 */
export interface StateMessage {
  type: 'degreeworth:readiness';
  state: ReadinessState;
}

export interface StateRequest {
  type: 'degreeworth:readiness?';
}

export const stateMessage = (state: ReadinessState): StateMessage => ({
  type: 'degreeworth:readiness',
  state,
});

export const STATE_REQUEST: StateRequest = { type: 'degreeworth:readiness?' };

const typeOf = (m: unknown) =>
  typeof m === 'object' && m !== null ? (m as { type?: unknown }).type : undefined;

export const isStateMessage = (m: unknown): m is StateMessage =>
  typeOf(m) === 'degreeworth:readiness';

export const isStateRequest = (m: unknown): m is StateRequest =>
  typeOf(m) === 'degreeworth:readiness?';
