import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useGetCommentNoticesQuery } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';

/**
 * The in-app notice of comments from the student's school they have not read yet
 * (GET /me/comment-notices): one line per scenario, each opening its results page, where the
 * comments are read and answered. Nothing while loading, on failure or with nothing new: the
 * e-mail said it too, and the list of scenarios is what this page is for.
 */
export function CommentNotices() {
  const { t } = useCalculatorTexts();
  const { data } = useGetCommentNoticesQuery();
  const notices = data?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="comment-notices"
      className="space-y-2 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200"
    >
      <h2 id="comment-notices" className="text-lg font-semibold text-slate-900">
        {t('noticesHeading')}
      </h2>
      <ul className="space-y-1 text-sm text-slate-800">
        {notices.map((n) => (
          <li key={n.scenario_id}>
            {t(n.unread > 1 ? 'noticeNew' : 'notice', {
              author: n.author_name,
              scenario: n.scenario_name || t('untitled'),
              unread: n.unread,
            })}{' '}
            <Link
              to={paths.results(n.scenario_id)}
              className="font-medium text-emerald-800 underline underline-offset-2"
              aria-label={`${t('readAndReply')}: ${n.scenario_name || t('untitled')}`}
            >
              {t('readAndReply')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
