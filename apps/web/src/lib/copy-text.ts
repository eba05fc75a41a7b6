/**
 * Copies `text` to the clipboard: the Clipboard API where the browser allows it (a secure
 * context), else the older copy command on the selected field. False when both fail: the
 * field is then left selected for the person to copy it themselves.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): the fallback below is tried.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    // Deprecated but still the only way without the Clipboard API; it reports whether it copied.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
