import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import type { PublicConfig } from '@degreeworth/core';
import { PublicConfigProvider } from '@/lib/public-config';
import { ToastOutlet } from '@/components/toast-outlet';
import { OfflineGate } from './offline-gate';
import type { AppStore } from '@/lib/store';

interface AppProvidersProps {
  store: AppStore;
  router: RouterProviderProps['router'];
  config: PublicConfig;
}

/** Everything the app runs inside; main.tsx and the test render helper both use it. */
export function AppProviders({ store, router, config }: AppProvidersProps) {
  return (
    <PublicConfigProvider value={config}>
      <Provider store={store}>
        <OfflineGate>
          <RouterProvider router={router} />
          <ToastOutlet />
        </OfflineGate>
      </Provider>
    </PublicConfigProvider>
  );
}
