import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_TEXT } from './link-form';
import { RichTextEditor } from './rich-text-editor';

/** jsdom has no execCommand: a stand-in records the commands the toolbar runs. */
function stubExecCommand() {
  const exec = vi.fn((..._args: [string, boolean?, string?]) => true);
  Object.assign(document, {
    execCommand: exec,
    queryCommandState: () => false,
    queryCommandValue: () => '',
  });
  return exec;
}

afterEach(() => {
  const doc = document as unknown as Record<string, unknown>;
  delete doc.execCommand;
  delete doc.queryCommandState;
  delete doc.queryCommandValue;
});

function renderEditor(initialHtml = '') {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(
    <RichTextEditor label="Description" required initialHtml={initialHtml} onChange={onChange} />,
  );
  const editor = screen.getByRole('textbox', { name: 'Description' });
  return { user, onChange, editor };
}

describe('RichTextEditor', () => {
  it('is a labelled, required, multi-line text box starting with the given HTML', () => {
    const { editor } = renderEditor('<p>Hello <strong>you</strong></p>');
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAttribute('aria-required', 'true');
    expect(editor.innerHTML).toBe('<p>Hello <strong>you</strong></p>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('you').tagName).toBe('STRONG');
  });

  it('reports typed text as cleaned HTML and previews it', async () => {
    const { user, editor, onChange } = renderEditor();
    await user.type(editor, 'Net price');
    expect(onChange).toHaveBeenLastCalledWith('Net price');
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText('Net price', {
        selector: 'div',
      }),
    ).toBeInTheDocument();
  });

  it.each([
    ['Bold', 'bold', undefined],
    ['Italic', 'italic', undefined],
    ['Underline', 'underline', undefined],
    ['Heading', 'formatBlock', 'h2'],
    ['Bulleted list', 'insertUnorderedList', undefined],
    ['Numbered list', 'insertOrderedList', undefined],
  ])('the %s button runs %s', async (label, command, value) => {
    const exec = stubExecCommand();
    const { user } = renderEditor('<p>text</p>');
    const toolbar = screen.getByRole('group', { name: 'Description formatting' });
    await user.click(within(toolbar).getByRole('button', { name: label }));
    expect(exec).toHaveBeenLastCalledWith(command, false, value);
  });

  it('links with a checked address, applied with Enter, and refuses a javascript: one', async () => {
    const exec = stubExecCommand();
    const { user } = renderEditor('<p>text</p>');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    expect(address).toHaveFocus();
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(LINK_TEXT.invalid);
    await user.clear(address);
    await user.type(address, 'https://studentaid.gov{Enter}');
    expect(exec).toHaveBeenCalledWith(
      'insertHTML',
      false,
      '<a href="https://studentaid.gov">https://studentaid.gov</a>',
    );
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
  });

  it('closes the link field with Escape without linking', async () => {
    const exec = stubExecCommand();
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Link address')).not.toBeInTheDocument();
    expect(
      exec.mock.calls.some(([command]) => command === 'createLink' || command === 'insertHTML'),
    ).toBe(false);
  });
});
