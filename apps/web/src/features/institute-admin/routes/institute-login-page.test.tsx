import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INSTITUTE_TEXT, MESSAGES } from '@degreeworth/core';
import { expectAdminToast } from '@/testing/admin-toast';
import { apiErrorResponse, callsTo, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { dashboard, institute, instituteMe, SLUG } from '../testing/institute-fixtures';

const signedIn = (message: string) => () =>
  jsonResponse(201, { message, token: 'inst-tok', ...instituteMe() });
const afterSignIn = {
  'GET /institute/me': () => jsonResponse(200, instituteMe()),
  'GET /institute/dashboard': () => jsonResponse(200, dashboard()),
};

describe('/institute/admin login', () => {
  it('stores the institute token and slug and opens /{slug}/admin/dashboard', async () => {
    const fetchMock = stubApi({
      'POST /login-insitute': signedIn(INSTITUTE_TEXT.signedIn),
      ...afterSignIn,
    });
    const { user, router, store } = renderWithProviders({ route: '/institute/admin' });
    await user.type(await screen.findByLabelText('Email'), 'Olivia@Lincoln.test');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SLUG}/admin/dashboard`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(localStorage.getItem('instituteAdminAuthToken')).toBe('inst-tok');
    expect(localStorage.getItem('instituteName')).toBe(SLUG);
    expect(store.getState().auth).toMatchObject({
      instituteAdminAuthToken: 'inst-tok',
      instituteName: SLUG,
      authToken: null,
    });
    expect(callsTo(fetchMock, 'POST /login-insitute')[0]?.body).toEqual({
      email: 'olivia@lincoln.test',
      password: 'secret-pass',
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /institute/dashboard')[0]?.authorization).toBe(
        'Bearer inst-tok',
      ),
    );
  });

  it('shows the server message in an error toast and in place, and stores nothing', async () => {
    stubApi({
      'POST /login-insitute': () => apiErrorResponse(401, INSTITUTE_TEXT.wrongCredentials),
    });
    const { user, router } = renderWithProviders({ route: '/institute/admin' });
    await user.type(await screen.findByLabelText('Email'), 'olivia@lincoln.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await expectAdminToast(INSTITUTE_TEXT.wrongCredentials, 'error');
    const inPlace = screen
      .getAllByRole('alert')
      .find((el) => !el.closest('.Toastify') && el.textContent === INSTITUTE_TEXT.wrongCredentials);
    expect(inPlace).toBeDefined();
    expect(localStorage.getItem('instituteAdminAuthToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/institute/admin');
  });

  it('toasts "All fields are required" when submitted empty, each field saying it is required, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders({ route: '/institute/admin' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    // The schema's text is the toast; each field shows the shared "This field is required."
    const said = await screen.findByText(MESSAGES.allFieldsRequired);
    expect(said.closest('.Toastify')).not.toBeNull();
    for (const label of ['Email', 'Password'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(MESSAGES.required);
    expect(callsTo(fetchMock, 'POST /login-insitute')).toHaveLength(0);
  });
});

describe('/confirm-subscription/{dummyPassword}/{mail}: set the password', () => {
  const route = '/confirm-subscription/Tmp-123/olivia%40lincoln.test';

  it('shows the mail read-only, creates the password, toasts and opens the dashboard', async () => {
    const fetchMock = stubApi({
      'POST /set-password-insitute': signedIn(INSTITUTE_TEXT.passwordCreated),
      ...afterSignIn,
    });
    const { user, router } = renderWithProviders({ route });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('olivia@lincoln.test');
    expect(email).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await expectAdminToast('Password has been created successfully.', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SLUG}/admin/dashboard`));
    expect(localStorage.getItem('instituteAdminAuthToken')).toBe('inst-tok');
    expect(callsTo(fetchMock, 'POST /set-password-insitute')[0]?.body).toEqual({
      email: 'olivia@lincoln.test',
      dummyPassword: 'Tmp-123',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
  });

  it('asks for both passwords, then for matching ones, without a call', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders({ route });
    await user.click(await screen.findByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter both password and confirm password.',
    );
    await user.type(screen.getByLabelText('Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-2');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByRole('button', { name: 'Set password' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /set-password-insitute')).toHaveLength(0);
  });

  it('shows the server message of an expired link', async () => {
    const expired = 'This link has expired. Ask DegreeWorth for a new one.';
    stubApi({ 'POST /set-password-insitute': () => apiErrorResponse(400, expired) });
    const { user } = renderWithProviders({ route });
    await user.type(await screen.findByLabelText('Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await expectAdminToast(expired, 'error');
    expect(localStorage.getItem('instituteAdminAuthToken')).toBeNull();
  });

  it('sends a signed-in institute admin to the dashboard instead', async () => {
    localStorage.setItem('instituteAdminAuthToken', 'inst-tok');
    localStorage.setItem('instituteName', institute().slug);
    stubApi(afterSignIn);
    const { router } = renderWithProviders({ route });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${SLUG}/admin/dashboard`));
  });
});

describe('/institute/admin: Forgot password?', () => {
  it('sends the address to POST /institute/forgot-password and shows the one answer in place', async () => {
    const fetchMock = stubApi({
      'POST /institute/forgot-password': () =>
        jsonResponse(200, { message: INSTITUTE_TEXT.resetSent }),
    });
    const { user, router } = renderWithProviders({ route: '/institute/admin' });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Forgot password' });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email'), 'Casey@Lincoln.test');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If this email address belongs to a school admin or counselor, a link to choose a new password is on its way to it, valid for 1 hour.',
    );
    expect(callsTo(fetchMock, 'POST /institute/forgot-password')).toHaveLength(1);
    const call = callsTo(fetchMock, 'POST /institute/forgot-password')[0]!;
    expect(call.body).toEqual({ email: 'casey@lincoln.test' });
    expect(router.state.location.pathname).toBe('/institute/admin');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says "Please enter a valid email." when sent empty, and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders({ route: '/institute/admin' });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The field says it, and the toast too (as every schema form's rejected submit).
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.enterValidEmail),
    );
    expect(callsTo(fetchMock, 'POST /institute/forgot-password')).toHaveLength(0);
  });

  it('shows a refusal (429) in place and keeps the form', async () => {
    const limited = 'Too many attempts. Please wait 15 minutes and try again.';
    stubApi({ 'POST /institute/forgot-password': () => apiErrorResponse(429, limited) });
    const { user } = renderWithProviders({ route: '/institute/admin' });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), 'casey@lincoln.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
