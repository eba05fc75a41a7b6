import { ContentEditorPage } from '../content/content-editor';
import { HomePreview } from '../content/home-preview';

/** /crm/home: content of the public home page (/) (permission "content"). */
export function AdminHomeContentPage() {
  return <ContentEditorPage page="home" title="Home page" Preview={HomePreview} />;
}
