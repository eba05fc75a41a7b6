import type { ReactNode } from 'react';
import { OfflineScreen } from '@/components/offline-screen';
import { useOnlineStatus } from '@/lib/use-online-status';

/**
 * While the browser reports offline, the whole screen is the no-internet image. The
 * app stays mounted but hidden, so typed text and open dialogs are still there when it returns.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const isOnline = useOnlineStatus();
  return (
    <>
      <div hidden={!isOnline}>{children}</div>
      {!isOnline && <OfflineScreen />}
    </>
  );
}
