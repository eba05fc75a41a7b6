import { ContentEditorPage } from '../content/content-editor';
import { LegalPreview } from '../content/page-previews';

/** /crm/accessibility: texts of the public accessibility statement (/accessibility) (permission "content"). */
export function AdminAccessibilityContentPage() {
  return (
    <ContentEditorPage page="accessibility" title="Accessibility page" Preview={LegalPreview} />
  );
}
