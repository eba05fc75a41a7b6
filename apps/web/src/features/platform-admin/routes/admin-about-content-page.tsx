import { ContentEditorPage } from '../content/content-editor';
import { AboutPreview } from '../content/page-previews';

/** /crm/about: texts of the public about page (/about) (permission "content"). */
export function AdminAboutContentPage() {
  return <ContentEditorPage page="about" title="About page" Preview={AboutPreview} />;
}
