import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { TextField, type TextFieldType } from './text-field';

function Harness({
  type = 'text',
  required = false,
}: {
  type?: TextFieldType;
  required?: boolean;
}) {
  const [state, setState] = useState({ value: '', error: null as string | null });
  return (
    <TextField
      label="Your field"
      name="field"
      type={type}
      required={required}
      value={state.value}
      error={state.error}
      onChange={setState}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByLabelText('Your field') };
}

describe('TextField: the shared text input rule', () => {
  it('says "This field is required." on blur when required and empty', async () => {
    const { user, input } = setup({ required: true });
    await user.click(input);
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAccessibleDescription(MESSAGES.required);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats spaces only as empty', async () => {
    const { user, input } = setup({ required: true });
    await user.type(input, '   ');
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
  });

  it('says nothing for an empty optional field', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('says "Invalid email address." on blur for a bad email, and clears it when fixed', async () => {
    const { user, input } = setup({ type: 'email', required: true });
    await user.type(input, 'maya@school');
    await user.tab();
    expect(input).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    await user.type(input, '.edu');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('validates while typing, not only on blur', async () => {
    const { user, input } = setup({ type: 'email' });
    await user.type(input, 'x');
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
  });

  it('renders a textarea for type textarea', () => {
    const { input } = setup({ type: 'textarea', required: true });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toBeRequired();
  });
});
