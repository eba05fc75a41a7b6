import { ContactWidget } from '@/features/contact/components/contact-widget';
import { BecomeAClientButton } from '@/features/pricing/components/become-a-client-button';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { PhoneHelpMenu } from './phone-help-menu';

/**
 * The floating buttons of public pages: "Become a Client" bottom left, the chat link and the
 * sales contact widget bottom right; on a phone, one help button holding all three. Chosen in
 * script, as the phone layouts are, so only one set is in the document and its tab order.
 */
export function FloatingControls() {
  if (usePhoneLayout()) return <PhoneHelpMenu />;
  return (
    <>
      <BecomeAClientButton />
      <ContactWidget />
    </>
  );
}
