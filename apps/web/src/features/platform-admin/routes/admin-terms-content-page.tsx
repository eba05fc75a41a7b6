import { ContentEditorPage } from '../content/content-editor';
import { LegalPreview } from '../content/page-previews';

/** /crm/terms: texts of the public terms of service (/terms) (permission "content"). */
export function AdminTermsContentPage() {
  return <ContentEditorPage page="terms" title="Terms page" Preview={LegalPreview} />;
}
