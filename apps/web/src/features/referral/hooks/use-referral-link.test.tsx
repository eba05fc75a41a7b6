import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@degreeworth/core';
import { REFERRAL_CODE_KEY } from '@/lib/storage';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

/** Keeping the code of a referral link until a sign-up sends it. */
const kept = () => localStorage.getItem(REFERRAL_CODE_KEY);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('a referral link /#/?ref=<code>', () => {
  it('keeps the code (trimmed, lower-cased) and takes it out of the address', async () => {
    const { router } = renderWithProviders({ route: '/?ref=ABCD2345EF' });
    await waitFor(() => expect(kept()).toBe('abcd2345ef'));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/');
  });

  it('reads the code before the hash too (/?ref=…#/)', async () => {
    window.history.replaceState(null, '', '/?ref=wxyz6789ab&x=1#/');
    renderWithProviders({ route: '/' });
    await waitFor(() => expect(kept()).toBe('wxyz6789ab'));
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#/');
  });

  it('ignores what is not a code, and the last link opened wins', async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'first0code');
    const { router } = renderWithProviders({ route: '/rankings?ref=no%20way!' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(kept()).toBe('first0code');
    await router.navigate('/?ref=second2code');
    await waitFor(() => expect(kept()).toBe('second2code'));
  });
});

async function openSignup() {
  const view = renderWithProviders({ route: '/home' });
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  await view.user.click(screen.getByRole('button', { name: 'Signup' }));
  await view.user.click(screen.getByRole('radio', { name: /I am an Individual User/ }));
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = screen.getByRole('dialog', { name: 'Signup' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  await view.user.type(field('Name'), 'Bea Brown');
  await view.user.type(field('Email'), 'bea@example.com');
  await view.user.type(field('Password'), 'pass-1234');
  await view.user.type(field('Confirm password'), 'pass-1234');
  await view.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return view;
}

describe('sign-up sends the kept code as referral_code', () => {
  it('POST /auth/signup carries it, and a success forgets it', async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'abcd2345ef');
    const fetchMock = stubApi({
      'POST /auth/signup': () => jsonResponse(200, { message: 'Your account has been created.' }),
    });
    await openSignup();
    expect(await screen.findByText(MESSAGES.checkInbox)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/signup')[0]?.body).toMatchObject({
      email: 'bea@example.com',
      referral_code: 'abcd2345ef',
    });
    expect(kept()).toBeNull();
  });

  it('keeps the code when the sign-up fails, for the next try', async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'abcd2345ef');
    stubApi({ 'POST /auth/signup': () => apiErrorResponse(429, 'Too many requests.') });
    await openSignup();
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
    expect(kept()).toBe('abcd2345ef');
  });

  it('sends no referral_code without a kept code', async () => {
    const fetchMock = stubApi({
      'POST /auth/signup': () => jsonResponse(200, { message: 'Your account has been created.' }),
    });
    await openSignup();
    await screen.findByText(MESSAGES.checkInbox);
    expect(callsTo(fetchMock, 'POST /auth/signup')[0]?.body).not.toHaveProperty('referral_code');
  });

  /** Opens the student step from the home page and sends sam@school.edu to /init-user. */
  async function sendStudentEmail() {
    const view = renderWithProviders({ route: '/home' });
    const { user } = view;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    await user.click(screen.getByRole('radio', { name: /High School Enterprise Account/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Student login' });
    await user.type(within(dialog).getByLabelText('Student email'), 'sam@school.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    return { ...view, dialog };
  }

  it('POST /init-user (the student flow) carries it and keeps it until the code is accepted', async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'abcd2345ef');
    const fetchMock = stubApi({
      'POST /init-user': () =>
        jsonResponse(200, { status: 'is_new', message: 'Code sent.', email: 'sam@school.edu' }),
    });
    const { router } = await sendStudentEmail();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/verification/sam%40school.edu'),
    );
    expect(callsTo(fetchMock, 'POST /init-user')[0]?.body).toEqual({
      email: 'sam@school.edu',
      referral_code: 'abcd2345ef',
    });
    // The referrer is recorded when the mailed code proves the address: a resent code must
    // carry the referral code too, so the app keeps it until then.
    expect(kept()).toBe('abcd2345ef');
  });

  it('POST /init-user forgets it when the account exists (no code is mailed)', async () => {
    localStorage.setItem(REFERRAL_CODE_KEY, 'abcd2345ef');
    stubApi({
      'POST /init-user': () =>
        jsonResponse(200, { status: 'verify', message: 'Welcome back!', email: 'sam@school.edu' }),
    });
    const { dialog } = await sendStudentEmail();
    expect(await within(dialog).findByText('Welcome back!')).toBeInTheDocument();
    expect(kept()).toBeNull();
  });
});
