/**
 * The editor's formatting commands, run with document.execCommand: still the one way every
 * browser edits a contentEditable area with undo and keyboard behaviour intact (bold with
 * Ctrl+B keeps working). Where it is missing (a test DOM) the commands do nothing.
 */

export interface EditorCommand {
  key: string;
  label: string;
  /** Visible button text (the label is its accessible name). */
  symbol: string;
  command: string;
  value?: string;
}

export const FORMAT_COMMANDS: readonly EditorCommand[] = [
  { key: 'bold', label: 'Bold', symbol: 'B', command: 'bold' },
  { key: 'italic', label: 'Italic', symbol: 'I', command: 'italic' },
  { key: 'underline', label: 'Underline', symbol: 'U', command: 'underline' },
  { key: 'heading', label: 'Heading', symbol: 'H', command: 'formatBlock', value: 'h2' },
  { key: 'bullets', label: 'Bulleted list', symbol: '•', command: 'insertUnorderedList' },
  { key: 'numbers', label: 'Numbered list', symbol: '1.', command: 'insertOrderedList' },
];

const canExec = () => typeof document.execCommand === 'function';

export function exec(command: string, value?: string): void {
  if (canExec()) document.execCommand(command, false, value);
}

/** Whether the command is on where the caret is (for aria-pressed). */
export function isActive(command: EditorCommand): boolean {
  if (!canExec()) return false;
  try {
    if (command.command === 'formatBlock') {
      return document.queryCommandValue('formatBlock').toLowerCase() === command.value;
    }
    return document.queryCommandState(command.command);
  } catch {
    return false;
  }
}

/** Runs a toolbar command; Heading toggles back to a paragraph. */
export function runCommand(command: EditorCommand): void {
  if (command.command === 'formatBlock' && isActive(command)) return exec('formatBlock', 'p');
  exec(command.command, command.value);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Links the selected text to `url`, or inserts the address as a link where the caret is. */
export function insertLink(url: string, hasSelection: boolean): void {
  if (hasSelection) return exec('createLink', url);
  const safe = escapeHtml(url);
  exec('insertHTML', `<a href="${safe}">${safe}</a>`);
}
