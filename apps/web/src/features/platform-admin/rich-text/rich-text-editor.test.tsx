import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadLazyComponents } from '@/lib/lazy-component';
import { LINK_TEXT } from './link-form';
import { RichTextEditor } from './rich-text-editor';

beforeAll(async () => {
  // The editor's code loads on demand in the browser; here it is in before the first render.
  await preloadLazyComponents();
});

function renderEditor(initialHtml = '', error?: string) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <RichTextEditor
      label="Description"
      required
      initialHtml={initialHtml}
      error={error}
      onChange={onChange}
    />,
  );
  const editor = screen.getByRole('textbox', { name: 'Description' });
  const toolbar = screen.getByRole('group', { name: 'Description formatting' });
  const preview = screen.getByRole('region', { name: 'Preview' });
  const lastHtml = () => onChange.mock.lastCall?.[0] as string | undefined;
  return { user, onChange, editor, toolbar, preview, lastHtml, ...view };
}

describe('RichTextEditor', () => {
  it('is a labelled, required, multi-line text box starting with the given HTML', () => {
    const { editor, preview } = renderEditor('<p>Hello <strong>you</strong></p>');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(editor).toHaveAccessibleDescription(
      'Ctrl+B, Ctrl+I and Ctrl+U work too. Pasted text arrives without formatting.',
    );
    expect(editor.innerHTML).toBe('<p>Hello <strong>you</strong></p>');
    expect(within(preview).getByText('you').tagName).toBe('STRONG');
  });

  it('reports typed text as cleaned HTML and previews it', async () => {
    const { user, editor, preview, lastHtml } = renderEditor();
    expect(within(preview).getByText('Nothing written yet.')).toBeInTheDocument();
    await user.type(editor, 'Net price');
    expect(lastHtml()).toBe('<p>Net price</p>');
    expect(within(preview).getByText('Net price', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('RichTextEditor formatting', () => {
  it('makes the next words bold with the Bold button, and stops with it again', async () => {
    const { user, editor, toolbar, preview, lastHtml } = renderEditor();
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    await user.type(editor, 'Compare the ');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('net price');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' first.');
    expect(lastHtml()).toBe('<p>Compare the <strong>net price</strong> first.</p>');
    expect(within(preview).getByText('net price').tagName).toBe('STRONG');
  });

  it('makes selected text bold with Ctrl+B', async () => {
    const { user, editor, lastHtml } = renderEditor('<p>net price</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    expect(lastHtml()).toBe('<p><strong>net price</strong></p>');
  });

  it.each([
    ['Italic', '<p><em>text</em></p>'],
    ['Underline', '<p><u>text</u></p>'],
    ['Heading', '<h2>text</h2>'],
    ['Bulleted list', '<ul><li><p>text</p></li></ul>'],
    ['Numbered list', '<ol><li><p>text</p></li></ol>'],
  ])('the %s button formats the selected text as %s and shows as pressed', async (label, html) => {
    const { user, editor, toolbar, lastHtml } = renderEditor('<p>text</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    const button = within(toolbar).getByRole('button', { name: label });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(lastHtml()).toBe(html);
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns a heading back into a paragraph when Heading is pressed again', async () => {
    const { user, editor, toolbar, lastHtml } = renderEditor('<h2>Costs</h2>');
    await user.click(editor);
    await user.click(within(toolbar).getByRole('button', { name: 'Heading' }));
    expect(lastHtml()).toBe('<p>Costs</p>');
  });

  it('pastes text without its formatting, one paragraph a line', async () => {
    const { user, editor, lastHtml } = renderEditor();
    await user.click(editor);
    // jsdom has no DataTransfer: what another program puts on the clipboard, as HTML and text.
    const clipboard: Record<string, string> = {
      'text/html': '<p style="color:red"><b>Loud</b> text</p><script>x()</script>',
      'text/plain': 'Loud text\nSecond line',
    };
    const data = {
      types: Object.keys(clipboard),
      files: [],
      items: [],
      getData: (type: string) => clipboard[type] ?? '',
    } as unknown as DataTransfer;
    await user.paste(data);
    expect(lastHtml()).toBe('<p>Loud text</p><p>Second line</p>');
  });

  it('reports "" once every word is deleted', async () => {
    const { user, editor, lastHtml, preview } = renderEditor('<p>x</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(lastHtml()).toBe('');
    expect(within(preview).getByText('Nothing written yet.')).toBeInTheDocument();
  });

  it('marks the text box invalid and describes it with the error', () => {
    const { editor } = renderEditor('', 'This field is required.');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription(
      'Ctrl+B, Ctrl+I and Ctrl+U work too. Pasted text arrives without formatting. This field is required.',
    );
  });
});

describe('RichTextEditor links', () => {
  it('links the selected text with a checked address, applied with Enter, and refuses a javascript: one', async () => {
    const { user, editor, preview, lastHtml } = renderEditor('<p>Federal student aid</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    expect(address).toHaveValue('https://');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(LINK_TEXT.invalid);
    await user.clear(address);
    await user.type(address, 'https://studentaid.gov{Enter}');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    expect(lastHtml()).toBe(
      '<p><a href="https://studentaid.gov" rel="noopener noreferrer" target="_blank">Federal student aid</a></p>',
    );
    expect(within(preview).getByRole('link', { name: 'Federal student aid' })).toHaveAttribute(
      'href',
      'https://studentaid.gov',
    );
  });

  it('inserts the address as a link where the caret is when no text is selected, with "Add link"', async () => {
    const { user, editor, lastHtml } = renderEditor();
    await user.type(editor, 'See ');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    await user.clear(address);
    await user.type(address, '/resources');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(lastHtml()).toBe(
      '<p>See <a href="/resources" rel="noopener noreferrer" target="_blank">/resources</a></p>',
    );
  });

  it('removes the link under the caret with "Remove link", keeping its text', async () => {
    const { user, editor, lastHtml } = renderEditor(
      '<p><a href="https://studentaid.gov">aid</a> here</p>',
    );
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(lastHtml()).toBe('<p>aid here</p>');
  });

  it('closes the link field with Escape or Cancel without linking', async () => {
    const { user, editor, onChange } = renderEditor('<p>text</p>');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
