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
    <NumberField
      label="Amount"
      name={name}
      required={required}
      value={state.value}
      error={state.error}
      onChange={setState}
      unit={unit}
    />
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
