import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { NumberField, type NumberUnit } from './number-field';

/** Holds value and error like a form would. */
function Harness({
  name = 'tuition',
  initial = '',
  required = false,
  unit,
}: {
  name?: string;
  initial?: string;
  required?: boolean;
  unit?: NumberUnit;
}) {
  const [state, setState] = useState({ value: initial, error: null as string | null });
  return (
    <>
      <NumberField
        label="Amount"
        name={name}
        required={required}
        value={state.value}
        error={state.error}
        onChange={setState}
        unit={unit}
      />
      <p>Reported: {state.value}</p>
    </>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByLabelText('Amount') };
}

describe('NumberField: the shared number input rules', () => {
  it('keeps only digits and one period when typing "-12ab.3.4"', async () => {
    const { user, input } = setup();
    await user.type(input, '-12ab.3.4');
    expect(input).toHaveValue('12.34');
  });

  it('keeps only digits and one period when pasting "-12ab.3.4"', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('-12ab.3.4');
    expect(input).toHaveValue('12.34');
  });

  it('inserts pasted text at the caret and sanitizes the result', async () => {
    const { user, input } = setup({ initial: '15' });
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(1, 1);
    await user.paste('x0.5');
    expect(input).toHaveValue('10.55');
  });

  it('uses a decimal keyboard on phones', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('says "Only numeric values allowed." for a lone period', async () => {
    const { user, input } = setup();
    await user.type(input, '.');
    expect(screen.getByText(MESSAGES.notNumeric)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "Only up to 2 decimal places allowed." for 1.234', async () => {
    const { user, input } = setup();
    await user.type(input, '1.234');
    expect(screen.getByText(MESSAGES.tooManyDecimals)).toBeInTheDocument();
  });

  it('says "Value must be less than 1,000,000,000" above 1e14 and accepts 1e14 itself', async () => {
    const { user, input } = setup();
    await user.type(input, '100000000000000');
    expect(screen.queryByText(MESSAGES.numberTooLarge)).not.toBeInTheDocument();
    await user.type(input, '1');
    expect(screen.getByText('Value must be less than 1,000,000,000')).toBeInTheDocument();
  });

  it('says "Negative numbers are not allowed." for a negative value set by the program, on blur', async () => {
    const { user, input } = setup({ initial: '-5' });
    await user.click(input);
    await user.tab();
    expect(screen.getByText(MESSAGES.negative)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(MESSAGES.negative);
  });

  it('says "This field is required." when a required field is left empty', async () => {
    const { user, input } = setup({ required: true });
    await user.click(input);
    await user.tab();
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
  });

  it('clears the message once the value is valid', async () => {
    const { user, input } = setup();
    await user.type(input, '1.234');
    await user.type(input, '{Backspace}');
    expect(screen.queryByText(MESSAGES.tooManyDecimals)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows a $ currency sign for money fields', () => {
    setup({ name: 'tuition' });
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.queryByText('%')).not.toBeInTheDocument();
  });

  it('shows a % sign and no currency sign for interest_rate', () => {
    setup({ name: 'interest_rate', unit: 'percent' });
    expect(screen.getByText('%')).toBeInTheDocument();
    expect(screen.queryByText('$')).not.toBeInTheDocument();
  });

  it('draws the unit it is given, whatever the name', () => {
    setup({ name: 'discount_rate', unit: 'percent' });
    expect(screen.getByText('%')).toBeInTheDocument();
    expect(screen.queryByText('$')).not.toBeInTheDocument();
  });

  it('draws no unit sign for unit "none" (the label names the unit)', () => {
    setup({ name: 'tax_rate', unit: 'none' });
    expect(screen.queryByText('%')).not.toBeInTheDocument();
    expect(screen.queryByText('$')).not.toBeInTheDocument();
  });
});

describe('NumberField: thousands separators in money fields', () => {
  const caret = (input: HTMLElement) => (input as HTMLInputElement).selectionStart;

  it('shows 1,234,567 while 1234567 is typed, and reports the plain number', async () => {
    const { user, input } = setup();
    await user.type(input, '1234567');
    expect(input).toHaveValue('1,234,567');
    expect(screen.getByText('Reported: 1234567')).toBeInTheDocument();
    expect(caret(input)).toBe(9);
  });

  it('groups only the dollars: cents stay as typed', async () => {
    const { user, input } = setup();
    await user.type(input, '28000.50');
    expect(input).toHaveValue('28,000.50');
    expect(screen.getByText('Reported: 28000.50')).toBeInTheDocument();
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const { user, input } = setup({ initial: '1234' });
    expect(input).toHaveValue('1,234');
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(2, 2);
    await user.keyboard('5');
    expect(input).toHaveValue('15,234');
    expect(caret(input)).toBe(2);
    await user.keyboard('6');
    expect(input).toHaveValue('156,234');
    expect(caret(input)).toBe(3);
  });

  it('Backspace just after a comma steps over it; the next one removes the digit', async () => {
    const { user, input } = setup({ initial: '12345' });
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('12,345');
    expect(caret(input)).toBe(2);
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('1,345');
    expect(screen.getByText('Reported: 1345')).toBeInTheDocument();
  });

  it('Delete just before a comma steps over it; the next one removes the digit', async () => {
    const { user, input } = setup({ initial: '12345' });
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(2, 2);
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('12,345');
    expect(caret(input)).toBe(3);
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('1,245');
  });

  it('accepts a pasted "$12,345" and "12,345" as 12345', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('$12,345');
    expect(input).toHaveValue('12,345');
    expect(screen.getByText('Reported: 12345')).toBeInTheDocument();
    await user.clear(input);
    await user.paste('12,345');
    expect(input).toHaveValue('12,345');
    expect(caret(input)).toBe(6);
  });

  it('drops a typed comma without moving the caret', async () => {
    const { user, input } = setup({ initial: '1234' });
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(1, 1);
    await user.keyboard(',');
    expect(input).toHaveValue('1,234');
    expect(screen.getByText('Reported: 1234')).toBeInTheDocument();
    expect(caret(input)).toBe(1);
  });

  it('checks the plain number: 12,345.678 says "Only up to 2 decimal places allowed."', async () => {
    const { user, input } = setup();
    await user.type(input, '12345.678');
    expect(input).toHaveValue('12,345.678');
    expect(screen.getByText(MESSAGES.tooManyDecimals)).toBeInTheDocument();
  });

  it('does not group percents or counts', async () => {
    const { user, input } = setup({ unit: 'percent' });
    await user.type(input, '1234.5');
    expect(input).toHaveValue('1234.5');
  });
});
