import { NoInternetImage } from './no-internet-image';

/** Covers the whole screen while the browser reports being offline. */
export function OfflineScreen() {
  return (
    <main className="fixed inset-0 z-[100] bg-white p-6">
      <NoInternetImage />
    </main>
  );
}
