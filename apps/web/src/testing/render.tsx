import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import type { PublicConfig } from '@degreeworth/core';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { makeStore, type RootState } from '@/lib/store';
import { DEFAULT_PUBLIC_CONFIG } from '@/lib/public-config';
import { preloadLazyComponents } from '@/lib/lazy-component';
import { loadToastify } from '@/lib/toast';
import { resolveLazyRoutes } from './eager-routes';

// Pages, modal bodies, widgets and toasts load lazily in the browser; tests get them up front.
await resolveLazyRoutes(routes);
await Promise.all([preloadLazyComponents(), loadToastify()]);

interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /** Path to start at, as after the # in the address bar: '/crm/users' (or with router state). */
  route?: InitialEntry;
  config?: PublicConfig;
}

/**
 * Mounts the whole app (every route, store, toasts, offline gate) at `route`. A memory router
 * stands in for the hash router so tests do not share window.location.
 */
export function renderWithProviders({
  preloadedState,
  route = '/',
  config = DEFAULT_PUBLIC_CONFIG,
}: RenderOptions = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(<AppProviders store={store} router={router} config={config} />);
  return { store, router, user, ...view };
}
