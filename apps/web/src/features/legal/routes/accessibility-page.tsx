import { LegalPage } from '../components/legal-page';

/** /accessibility, linked from the footer. Its texts are editable at /crm/accessibility. */
export function AccessibilityPage() {
  return <LegalPage page="accessibility" seoTitle="accessibilitySeoTitle" />;
}
