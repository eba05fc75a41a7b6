import { MESSAGES, waitMessage } from '@degreeworth/core';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { chooseLanguage } from './language';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('shows the product’s fixed messages as they are in English', () => {
    expect(translateMessage(MESSAGES.required)).toBe('This field is required.');
    expect(translateMessage(MESSAGES.passwordsDoNotMatch)).toBe('Passwords do not match.');
  });

  it('translates them in Spanish, and leaves any other text as it came', async () => {
    await chooseLanguage('es');
    expect(translateMessage(MESSAGES.required)).toBe('Este campo es obligatorio.');
    expect(translateMessage(MESSAGES.allFieldsRequired)).toBe('Todos los campos son obligatorios');
    expect(translateMessage('Lincoln High School has no seats left.')).toBe(
      'Lincoln High School has no seats left.',
    );
  });

  it('says a limit’s wait in the page’s language, with its count', async () => {
    const twelve = waitMessage(MESSAGES.tooManyAttempts, 700);
    const one = waitMessage(MESSAGES.tooManyImageUploads, 30);
    await chooseLanguage('en');
    expect(translateMessage(twelve)).toBe(
      'Too many attempts. Please wait 12 minutes and try again.',
    );
    expect(translateMessage(one)).toBe(
      'Too many image uploads. Please wait 1 minute and try again.',
    );
    await chooseLanguage('es');
    expect(translateMessage(twelve)).toBe(
      'Demasiados intentos. Espera 12 minutos e inténtalo de nuevo.',
    );
    expect(translateMessage(one)).toBe(
      'Demasiadas fotos subidas. Espera 1 minuto e inténtalo de nuevo.',
    );
  });
});

describe('messages under fields and above forms', () => {
  it('follow the page’s language, and change with it', async () => {
    render(
      <>
        <FieldError id="email-error" message={MESSAGES.invalidEmail} />
        <FormAlert message={MESSAGES.contactFailed} />
      </>,
    );
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');

    await act(() => chooseLanguage('es'));
    expect(screen.getByText('Correo electrónico no válido.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió mal. Inténtalo de nuevo.');
  });
});
