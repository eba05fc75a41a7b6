import { Suspense, useState } from 'react';
import { useAppSelector } from '@/lib/hooks';
import { selectUser } from '@/lib/auth-slice';
import { lazyComponent } from '@/lib/lazy-component';

// Only students a school enrolled or invited ever need them: their code stays out of everyone
// else's pages.
const InstituteConsentDialog = lazyComponent(() =>
  import('./institute-consent-dialog').then((m) => m.InstituteConsentDialog),
);
const InstituteInvitationDialog = lazyComponent(() =>
  import('./institute-invitation-dialog').then((m) => m.InstituteInvitationDialog),
);

/**
 * Asks a signed-in student whose account a school enrolled whether to stay with it, before
 * anything else of the app, until they choose (GET /me `institute`). A person whose own account
 * a school invited is asked whether to join (`institute_invitation`); "Decide later" puts that
 * question away until the app is opened again (the profile still offers it).
 */
export function InstituteConsent() {
  const user = useAppSelector(selectUser);
  const [laterFor, setLaterFor] = useState<string | null>(null);
  if (user?.institute && !user.institute.confirmed)
    return (
      <Suspense fallback={null}>
        <InstituteConsentDialog user={user} school={user.institute.name} />
      </Suspense>
    );
  const invitation = user?.institute_invitation;
  // Keyed by when it was sent: a new invitation asks again.
  if (!user || !invitation || laterFor === invitation.invited_at) return null;
  return (
    <Suspense fallback={null}>
      <InstituteInvitationDialog
        email={user.email}
        school={invitation.name}
        onLater={() => setLaterFor(invitation.invited_at)}
      />
    </Suspense>
  );
}
