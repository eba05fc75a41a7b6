import { ContentEditorPage } from '../content/content-editor';
import { RankingsPreview } from '../content/page-previews';

/** /crm/rankings: texts of the public rankings page (/rankings) (permission "content"). */
export function AdminRankingsContentPage() {
  return <ContentEditorPage page="rankings" title="Rankings page" Preview={RankingsPreview} />;
}
