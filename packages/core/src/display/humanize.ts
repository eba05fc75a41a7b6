/** "missing_thing" → "Missing thing": an unknown machine code is still shown, readably. */
export function humanize(code: string): string {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
