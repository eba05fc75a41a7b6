/**
 * Rounds for display only (the engine never rounds): half away from zero, so 2.5 → 3 and
 * −2.5 → −3 (Math.round would give −2). Works on the number's shortest decimal form, so
 * 14558.135 → 14558.14 even though its binary value is a hair below …135.
 * @param x any finite number (null passes through)
 * @param decimals digits after the point, a whole number 0…15 (default 0: whole dollars)
 */
export function roundHalfAwayFromZero(x: number, decimals?: number): number;
export function roundHalfAwayFromZero(x: number | null, decimals?: number): number | null;
export function roundHalfAwayFromZero(x: number | null, decimals = 0): number | null {
  if (x === null) return null;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 15) {
    throw new RangeError(`decimals must be a whole number from 0 to 15, got ${decimals}`);
  }
  if (!Number.isFinite(x)) return x;
  const abs = Math.abs(x);
  const text = String(abs);
  // Shift the decimal point in the text (exact) rather than multiplying (inexact) when we can.
  const shifted = text.includes('e') ? abs * 10 ** decimals : Number(`${text}e${decimals}`);
  // An integer divided by an exact power of ten gives the double nearest the decimal result.
  const rounded = Math.round(shifted) / 10 ** decimals;
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}
