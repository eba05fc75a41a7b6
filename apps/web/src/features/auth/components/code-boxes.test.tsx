import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeBoxes, toDigits } from './code-boxes';

function Harness({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(() => toDigits(initial));
  return (
    <>
      <CodeBoxes digits={digits} onChange={setDigits} label="Verification code" />
      <output aria-label="code">{digits.map((d) => d || '_').join('')}</output>
    </>
  );
}

function setup(initial?: string) {
  const user = userEvent.setup();
  render(<Harness initial={initial} />);
  const boxes = screen.getAllByRole('textbox');
  return { user, boxes, code: () => screen.getByLabelText('code').textContent };
}

describe('CodeBoxes: six one-digit boxes for the code', () => {
  it('is a labelled group of six single-digit boxes', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveAccessibleName('Digit 1 of 6');
    expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes digits only, one per box, moving on after each', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('1a2-3 x4');
    expect(code()).toBe('1234__');
    expect(boxes[4]).toHaveFocus();
  });

  it('replaces a filled box with the newly typed digit', async () => {
    const { user, boxes, code } = setup('123456');
    await user.click(boxes[2]!);
    await user.keyboard('9');
    expect(code()).toBe('129456');
    expect(boxes[3]).toHaveFocus();
  });

  it('accepts a paste of exactly six digits into every box', async () => {
    const { user, boxes, code } = setup();
    await user.click(boxes[2]!);
    await user.paste(' 654321 ');
    expect(code()).toBe('654321');
    expect(boxes[5]).toHaveFocus();
  });

  it.each(['12345', '1234567', '12a456', '12 456'])('ignores a paste of "%s"', async (text) => {
    const { user, boxes, code } = setup();
    await user.click(boxes[0]!);
    await user.paste(text);
    expect(code()).toBe('______');
  });

  it('backspace on an empty box moves back and clears the previous box', async () => {
    const { user, boxes, code } = setup('123');
    await user.click(boxes[3]!);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12____');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1_____');
    expect(boxes[1]).toHaveFocus();
  });

  it('backspace on a filled box clears only that box', async () => {
    const { user, boxes, code } = setup('123456');
    await user.click(boxes[5]!);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12345_');
    expect(boxes[5]).toHaveFocus();
  });

  it('moves between boxes with the arrow keys', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[2]!);
    await user.keyboard('{ArrowLeft}');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes[3]).toHaveFocus();
  });

  it('takes a whole code put into one box at once (one-time-code autofill)', () => {
    const { boxes, code } = setup();
    fireEvent.change(boxes[0]!, { target: { value: '987654' } });
    expect(code()).toBe('987654');
  });
});
