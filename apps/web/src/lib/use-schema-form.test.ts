import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@degreeworth/core';
import { serverFieldErrors, useSchemaForm } from './use-schema-form';

const Schema = z.object({ email: z.string().min(1, 'Please enter a valid email.') });

const apiError = (message: string, fieldErrors?: Record<string, string[]>) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'VALIDATION_FAILED',
  message,
  ...(fieldErrors ? { fieldErrors } : {}),
});

describe('serverFieldErrors', () => {
  it("takes the first message of each of the form's fields and ignores other fields", () => {
    const err = apiError('Invalid.', { email: ['Invalid email address.', 'x'], other: ['y'] });
    expect(serverFieldErrors(err, ['email'])).toEqual({ email: 'Invalid email address.' });
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });
});

describe('useSchemaForm submitWith', () => {
  const setup = (call: () => unknown) => {
    const view = renderHook(() => useSchemaForm(Schema, { email: 'a@b.co' }));
    const submit = () => act(() => view.result.current.submitWith(call)());
    return { view, submit };
  };

  it("puts the server's field errors on the fields and leaves the form error empty", async () => {
    const { view, submit } = setup(() => {
      throw apiError('Invalid email address.', { email: ['Invalid email address.'] });
    });
    await submit();
    expect(view.result.current.errors.email).toBe('Invalid email address.');
    expect(view.result.current.formError).toBeNull();
  });

  it('shows any other failure as the form error, or the generic text when it has no message', async () => {
    const { view, submit } = setup(() => {
      throw apiError('Too many requests.');
    });
    await submit();
    expect(view.result.current.formError).toBe('Too many requests.');

    const other = setup(() => {
      throw new TypeError('x is undefined');
    });
    await other.submit();
    expect(other.view.result.current.formError).toBe(MESSAGES.contactFailed);
  });

  it('clears the form error when the next submit starts', async () => {
    let fails = true;
    const { view, submit } = setup(() => {
      if (fails) throw apiError('Too many requests.');
    });
    await submit();
    fails = false;
    await submit();
    expect(view.result.current.formError).toBeNull();
  });
});
