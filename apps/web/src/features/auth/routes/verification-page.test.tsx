import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@degreeworth/core';
import { authState, makeUser } from '@/testing/fixtures';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';

const EMAIL = 'sam@school.edu';
const ROUTE = `/verification/${encodeURIComponent(EMAIL)}`;
const boxes = () =>
  within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
const timer = () => screen.getByRole('timer');
const codeOf = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('');

function signedInAnswer() {
  return {
    'POST /verify-otp': () =>
      jsonResponse(200, { status: 'success', message: 'Login successful.', token: 'otp-token' }),
    'GET /me': () => jsonResponse(200, makeUser({ email: EMAIL })),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('code entry screen', () => {
  it('prefills the code from the e-mailed link and signs in with POST /verify-otp, then goes home', async () => {
    const fetchMock = stubApi(signedInAnswer());
    const { user, router, store } = renderWithProviders({
      route: { pathname: ROUTE, state: { code: '246810' } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Enter your verification code',
    );
    expect(codeOf()).toBe('246810');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(callsTo(fetchMock, 'POST /verify-otp')[0]?.body).toEqual({
      email: EMAIL,
      code: '246810',
    });
    expect(store.getState().auth.authToken).toBe('otp-token');
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
  });

  it('asks for all six digits before sending', async () => {
    const fetchMock = stubApi(signedInAnswer());
    const { user } = renderWithProviders({ route: ROUTE });
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(AUTH_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /verify-otp')).toHaveLength(0);
  });

  it('shows the server message for a wrong code', async () => {
    stubApi({
      'POST /verify-otp': () =>
        apiErrorResponse(400, 'The code is not correct. Please check it and try again.'),
    });
    const { user } = renderWithProviders({ route: ROUTE });
    await user.click(boxes()[0]!);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is not correct. Please check it and try again.',
    );
  });

  it('lets a new student create a password with the ticket, then signs in', async () => {
    const fetchMock = stubApi({
      'POST /verify-otp': () =>
        jsonResponse(200, { status: 'create_password', message: 'Code accepted.', ticket: 'tk-1' }),
      'POST /set-password': () =>
        jsonResponse(200, {
          status: true,
          message: 'Password has been created successfully.',
          token: 'new-token',
        }),
      'GET /me': () => jsonResponse(200, makeUser({ email: EMAIL })),
    });
    const { user, router } = renderWithProviders({
      route: { pathname: ROUTE, state: { code: '135790' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create password' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    await user.type(screen.getByLabelText('New password'), 'student-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'student-pass');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Password has been created successfully.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /set-password')[0]?.body).toEqual({
      email: EMAIL,
      new_password: 'student-pass',
      confirm_password: 'student-pass',
      status: 'create_password',
      ticket: 'tk-1',
    });
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });

  it('Back clears the stored e-mail and phone and returns to the student step', async () => {
    localStorage.setItem('email', EMAIL);
    localStorage.setItem('phone', '5550100');
    const { user, router } = renderWithProviders({ route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(localStorage.getItem('email')).toBeNull();
    expect(localStorage.getItem('phone')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('dialog', { name: 'Student login' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor to /home', async () => {
    const { router } = renderWithProviders({
      route: ROUTE,
      preloadedState: authState({ authToken: 'user-token' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('code entry countdown', () => {
  it('counts down from 600 seconds as mm:ss, shows Submit while time remains and Resend at 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders({ route: ROUTE });
    expect(await screen.findByRole('timer')).toHaveTextContent('10:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('09:59');
    act(() => vi.advanceTimersByTime(539_000));
    expect(timer()).toHaveTextContent('01:00');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer()).toHaveTextContent('00:00');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('Resend asks POST /resend-otp and starts over at 10:00 when the status is verify', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'POST /resend-otp': () =>
        jsonResponse(200, { status: 'verify', message: 'We sent a 6-digit code to your email.' }),
    });
    renderWithProviders({ route: ROUTE });
    await screen.findByRole('timer');
    act(() => vi.advanceTimersByTime(600_000));
    act(() => screen.getByRole('button', { name: 'Resend' }).click());
    expect(await screen.findByText('We sent a 6-digit code to your email.')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('10:00');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /resend-otp')[0]?.body).toEqual({ email: EMAIL });
  });

  it('keeps the countdown at 0 when the resend status is not verify', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({
      'POST /resend-otp': () => jsonResponse(200, { status: 'is_new', message: 'Try later.' }),
    });
    renderWithProviders({ route: ROUTE });
    await screen.findByRole('timer');
    act(() => vi.advanceTimersByTime(600_000));
    act(() => screen.getByRole('button', { name: 'Resend' }).click());
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('00:00');
  });

  it('sends a kept referral code with Resend and forgets it once the code is accepted', async () => {
    // The server records the referrer bound to the code that proves the address.
    localStorage.setItem('referralCode', 'adareferral1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'POST /resend-otp': () =>
        jsonResponse(200, { status: 'verify', message: 'We sent a 6-digit code to your email.' }),
      ...signedInAnswer(),
    });
    const { user, router } = renderWithProviders({ route: ROUTE });
    await screen.findByRole('timer');
    act(() => vi.advanceTimersByTime(600_000));
    act(() => screen.getByRole('button', { name: 'Resend' }).click());
    expect(await screen.findByText('We sent a 6-digit code to your email.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /resend-otp')[0]?.body).toEqual({
      email: EMAIL,
      referral_code: 'adareferral1',
    });
    expect(localStorage.getItem('referralCode')).toBe('adareferral1');
    await user.type(boxes()[0]!, '135790');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('referralCode')).toBeNull();
  });
});
