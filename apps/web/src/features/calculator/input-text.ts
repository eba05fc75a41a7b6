import { roundHalfAwayFromZero } from '@degreeworth/core';

/** A number as the shared input shows it: whole dollars for money read from the data. */
export function inputText(value: number | null): string {
  return value === null ? '' : String(roundHalfAwayFromZero(value));
}
