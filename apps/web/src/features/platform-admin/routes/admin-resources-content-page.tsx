import { ContentEditorPage } from '../content/content-editor';
import { ResourcesPreview } from '../content/page-previews';

/** /crm/resources-content: texts of the public articles page, /resources (permission "content"). */
export function AdminResourcesContentPage() {
  return <ContentEditorPage page="resources" title="Resources page" Preview={ResourcesPreview} />;
}
