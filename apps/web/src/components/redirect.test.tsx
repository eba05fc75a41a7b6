import { act, render, screen } from '@testing-library/react';
import { Navigate, Outlet, RouterProvider, createMemoryRouter, type To } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Redirect } from './redirect';

/**
 * A guarded page and a login whose code is still loading (a route `lazy` that resolves when the
 * test says so). The reader leaves the guarded page for the login and, before the login's code
 * is in, goes back to the guarded page: the guard must send them to the login again.
 */
function guardedApp(Guard: (props: { to: To }) => React.ReactNode) {
  let loadLogin!: () => void;
  const loginCode = new Promise<void>((resolve) => (loadLogin = resolve));
  const router = createMemoryRouter(
    [
      {
        path: 'login',
        lazy: async () => {
          await loginCode;
          return { Component: () => <h1>Login</h1> };
        },
      },
      {
        element: (
          <>
            <Guard to="/login" />
            <Outlet />
          </>
        ),
        children: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return { router, loadLogin };
}

async function comeBackBeforeTheLoginLoads(Guard: (props: { to: To }) => React.ReactNode) {
  const { router, loadLogin } = guardedApp(Guard);
  render(<RouterProvider router={router} />);
  // The guard's first redirect is under way: the login's code is loading.
  await act(async () => {});
  expect(router.state.navigation.location?.pathname).toBe('/login');
  // The reader goes to the guarded page again, then the login's code arrives.
  await act(async () => {
    await router.navigate('/dashboard', { replace: true });
  });
  await act(async () => {
    loadLogin();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return router.state.location.pathname;
}

describe('Redirect', () => {
  it('redirects again when the reader comes back to the guarded page before the login loads', async () => {
    expect(await comeBackBeforeTheLoginLoads(Redirect)).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it("is needed: React Router's <Navigate> alone leaves the reader on the guarded page", async () => {
    const PlainNavigate = ({ to }: { to: To }) => <Navigate to={to} replace />;
    expect(await comeBackBeforeTheLoginLoads(PlainNavigate)).toBe('/dashboard');
  });
});
