import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/language';
import { Modal } from './modal';

function Harness() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Example" description="Details">
        <button type="button">First</button>
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Example' }) };
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that takes focus', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Details');
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on the close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal content changes', () => {
  function Steps() {
    const [step, setStep] = useState('one');
    return (
      <Modal isOpen onClose={() => undefined} title="Steps" focusKey={step}>
        {step === 'one' ? (
          <button type="button" onClick={() => setStep('two')}>
            Next
          </button>
        ) : (
          <p>Step two</p>
        )}
      </Modal>
    );
  }

  it('moves focus back to the dialog when its focusKey changes', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step two')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Steps' })).toHaveFocus();
  });
});

describe('Modal without onClose (a choice the person must make)', () => {
  function Choice() {
    const [choice, setChoice] = useState<string | null>(null);
    return (
      <>
        <button type="button">Before</button>
        <Modal isOpen={choice === null} title="Choose" description="One of two">
          <button type="button" onClick={() => setChoice('a')}>
            First choice
          </button>
          <button type="button" onClick={() => setChoice('b')}>
            Second choice
          </button>
        </Modal>
        <button type="button">After</button>
        {choice && <p>Chose {choice}</p>}
      </>
    );
  }

  it('has no close button, stays open on Escape and on a press outside, and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Choice />);
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('dialog', { name: 'Choose' })).toBeInTheDocument();
    // Even with focus on the page behind, Tab comes back into the dialog.
    screen.getByRole('button', { name: 'After' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First choice' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First choice' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Second choice' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Chose b')).toBeInTheDocument();
  });
});

describe('Modal in Spanish', () => {
  it('names its close button in Spanish, and it closes the dialog', async () => {
    await act(() => applyLanguage('es'));
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Cerrar' });
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
