import { Suspense } from 'react';
import { useAppSelector } from '@/lib/hooks';
import { lazyComponent } from '@/lib/lazy-component';
import { selectAccountSwitchQuestion } from '@/lib/sign-in-link-slice';
import { useCurrentUserLoader } from '../hooks/use-current-user-loader';
import { useStorageSync } from '../hooks/use-storage-sync';
import { useUrlToken } from '../hooks/use-url-token';

// Only a sign-in link of another account shows it: its code stays out of every first page.
const AccountSwitchDialog = lazyComponent(() =>
  import('./account-switch-dialog').then((m) => m.AccountSwitchDialog),
);

/**
 * Keeps the session in step with storage, the URL and the server. Renders nothing but
 * the question a sign-in link of another account asks.
 */
export function SessionSync() {
  useStorageSync();
  useUrlToken();
  useCurrentUserLoader();
  const question = useAppSelector(selectAccountSwitchQuestion);
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <AccountSwitchDialog question={question} />
    </Suspense>
  );
}
