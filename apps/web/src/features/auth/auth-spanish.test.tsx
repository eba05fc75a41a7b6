import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, signedIn } from '@/testing/fixtures';
import { apiErrorResponse, jsonResponse, stubApi } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { applyLanguage } from '@/lib/i18n/language';

async function inSpanish() {
  await act(() => applyLanguage('es'));
}

async function openLogin() {
  const view = renderWithProviders({ route: '/home' });
  await view.user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Iniciar sesión' }) };
}

describe('the login modal in Spanish', () => {
  it('shows the login step’s texts, labels and links', async () => {
    await inSpanish();
    const { dialog } = await openLogin();
    expect(dialog).toHaveAccessibleDescription('Completa tus datos para entrar a tu cuenta');
    expect(within(dialog).getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Contraseña')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: '¿Olvidaste tu contraseña?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Acceso para escuelas' })).toBeInTheDocument();
    expect(within(dialog).getByText('¿No tienes una cuenta?')).toHaveTextContent(
      '¿No tienes una cuenta? Registrarse',
    );
  });

  it('shows the API’s answer to a failed sign-in in Spanish, with the hint', async () => {
    await inSpanish();
    stubApi({ 'POST /auth/signin': () => apiErrorResponse(401, 'Invalid email or password.') });
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'casey@school.test');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Correo electrónico o contraseña incorrectos.');
    expect(
      within(dialog).getByText(/^Los consejeros escolares y los administradores/),
    ).toBeInTheDocument();
  });

  it('says an emptied field is required in Spanish', async () => {
    await inSpanish();
    const { dialog, user } = await openLogin();
    const email = within(dialog).getByLabelText('Correo electrónico');
    await user.type(email, 'x');
    await user.clear(email);
    expect(email).toHaveAccessibleDescription('Este campo es obligatorio.');
  });
});

describe('the signup steps in Spanish', () => {
  it('goes from the role choice to the signup form, with Spanish labels and checks', async () => {
    await inSpanish();
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Registrarse' }));
    const roles = await screen.findByRole('dialog', { name: 'Elige tu perfil' });
    expect(within(roles).getByText('Cuenta de escuela')).toBeInTheDocument();
    await user.click(within(roles).getByText('Soy un usuario individual'));
    await user.click(within(roles).getByRole('button', { name: 'Continuar' }));

    const signup = await screen.findByRole('dialog', { name: 'Registrarse' });
    expect(signup).toHaveAccessibleDescription('Completa tus datos para crear tu cuenta');
    for (const label of ['Nombre', 'Correo electrónico', 'Contraseña', 'Confirmar contraseña'])
      expect(within(signup).getByLabelText(label)).toBeInTheDocument();
    const password = within(signup).getByLabelText('Contraseña');
    await user.type(password, 'short');
    await user.tab();
    expect(password).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres.');
  });
});

describe('code entry in Spanish', () => {
  const EMAIL = 'sam@school.edu';
  const ROUTE = `/verification/${encodeURIComponent(EMAIL)}`;

  it('shows its texts and core’s and the API’s messages in Spanish', async () => {
    await inSpanish();
    stubApi({
      'POST /verify-otp': () =>
        apiErrorResponse(400, 'The code is not correct. Please check it and try again.'),
    });
    const { user } = renderWithProviders({ route: ROUTE });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Escribe tu código de verificación',
    );
    expect(screen.getByText(/^Enviamos un código/)).toHaveTextContent(
      `Enviamos un código de 6 dígitos a ${EMAIL}.`,
    );
    expect(screen.getByText(/^Tiempo restante:/)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Código de verificación' });
    const first = within(group).getByRole('textbox', { name: 'Dígito 1 de 6' });

    await user.click(first);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Escribe el código de 6 dígitos.')).toBeInTheDocument();

    await user.click(first);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El código no es correcto. Revísalo y vuelve a intentarlo.',
    );
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
  });
});

describe('the verify-your-email banner in Spanish', () => {
  it('names the address and offers to resend the link', async () => {
    await inSpanish();
    stubApi({
      'POST /auth/resend-verification': () =>
        jsonResponse(200, { message: 'A new verification link is on its way to your inbox.' }),
    });
    const { user } = renderWithProviders({
      route: '/about',
      preloadedState: signedIn({ email: 'ana@example.com', email_verified: false }),
    });
    const banner = await screen.findByRole('region', {
      name: 'Verificación del correo electrónico',
    });
    expect(banner).toHaveTextContent(
      'Verifica tu correo electrónico: enviamos un enlace a ana@example.com.',
    );
    await user.click(within(banner).getByRole('button', { name: 'Reenviar el enlace' }));
    await waitFor(() =>
      expect(
        screen.getByText('Te enviamos un nuevo enlace de verificación a tu correo electrónico.'),
      ).toBeInTheDocument(),
    );
  });
});

describe('a sign-in link of another account, in Spanish', () => {
  it('asks by name whether to switch, then says who is signed in', async () => {
    const maya = makeUser({ id: 'user-maya', email: 'maya@example.com' });
    const ada = makeUser({ id: 'user-ada', email: 'ada@example.com' });
    stubApi({
      'POST /auth/sign-in-link/exchange': () =>
        jsonResponse(201, {
          message: 'Signed in as ada@example.com.',
          status: 'success',
          token: 'link-session',
          email: ada.email,
        }),
      'GET /me': (_body, init) =>
        jsonResponse(
          200,
          new Headers(init?.headers).get('Authorization') === 'Bearer link-session' ? ada : maya,
        ),
      'POST /auth/logout': () => jsonResponse(200, { message: 'You have been logged out.' }),
    });
    await inSpanish();
    localStorage.setItem('authToken', 'user-token');
    const { user } = renderWithProviders({
      route: '/about?token=link-token',
      preloadedState: signedIn(maya),
    });
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar de cuenta?' });
    expect(dialog).toHaveAccessibleDescription(
      'Este enlace inicia sesión como ada@example.com. Tienes la sesión iniciada como maya@example.com.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Seguir con la sesión de maya@example.com' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('Sesión iniciada como ada@example.com.')).toBeInTheDocument();
  });
});

describe('forgot and reset password in Spanish', () => {
  it('asks for the email, shows the API’s answer and the reset form in Spanish', async () => {
    stubApi({
      'POST /auth/forgot-password': () =>
        jsonResponse(201, {
          message:
            'If an account exists for this email, a 6-digit code and a reset link are on their way to it, valid for 10 minutes.',
        }),
    });
    await inSpanish();
    const { user } = renderWithProviders({ route: '/forgot' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Olvidé mi contraseña',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ingresa un correo electrónico válido.',
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Si existe una cuenta con este correo electrónico, le enviamos un código de 6 dígitos y un enlace para restablecer la contraseña, válidos por 10 minutos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Restablecer contraseña');
    expect(screen.getByText(/^Cuenta:/)).toHaveTextContent('Cuenta: maya@example.com');
    expect(screen.getByText('Código del correo')).toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });
});
