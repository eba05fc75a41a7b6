import { ContentEditorPage } from '../content/content-editor';
import { LegalPreview } from '../content/page-previews';

/** /crm/privacy: texts of the public privacy policy (/privacy) (permission "content"). */
export function AdminPrivacyContentPage() {
  return <ContentEditorPage page="privacy" title="Privacy page" Preview={LegalPreview} />;
}
