import { LegalPage } from '../components/legal-page';

/** /terms, linked from the footer. Its texts are editable at /crm/terms. */
export function TermsPage() {
  return <LegalPage page="terms" seoTitle="termsSeoTitle" />;
}
