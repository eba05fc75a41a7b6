import { Suspense } from 'react';
import { useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/auth-slice';
import { lazyComponent } from '@/lib/lazy-component';

// Only students a school enrolled ever need it: its code stays out of everyone else's pages.
const InstituteConsentDialog = lazyComponent(() =>
  import('./institute-consent-dialog').then((m) => m.InstituteConsentDialog),
);

/**
 * Asks a signed-in student whose account a school enrolled whether to stay with it, before
 * anything else of the app, until they choose (GET /me `institute`).
 */
export function InstituteConsent() {
  const user = useAppSelector(selectUser);
  if (!user?.institute || user.institute.confirmed) return null;
  return (
    <Suspense fallback={null}>
      <InstituteConsentDialog user={user} school={user.institute.name} />
    </Suspense>
  );
}
