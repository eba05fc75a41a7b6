import { LegalPage } from '../components/legal-page';

/** /privacy, linked from the footer. Its texts are editable at /crm/privacy. */
export function PrivacyPage() {
  return <LegalPage page="privacy" seoTitle="privacySeoTitle" />;
}
