import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useGetCommentNoticesQuery } from '../api/calculator-api';
import { TEXTS } from '../calculator-texts';

/**
 * The in-app notice of comments from the student's school they have not read yet
 * (GET /me/comment-notices): one line per scenario, each opening its results page, where the
 * comments are read and answered. Nothing while loading, on failure or with nothing new: the
 * e-mail said it too, and the list of scenarios is what this page is for.
 */
export function CommentNotices() {
  const { data } = useGetCommentNoticesQuery();
  const notices = data?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="comment-notices"
      className="space-y-2 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200"
    >
      <h2 id="comment-notices" className="text-lg font-semibold text-slate-900">
        {TEXTS.noticesHeading}
      </h2>
      <ul className="space-y-1 text-sm text-slate-800">
        {notices.map((n) => (
          <li key={n.scenario_id}>
            {TEXTS.notice(n.author_name, n.scenario_name || TEXTS.untitled, n.unread)}{' '}
            <Link
              to={paths.results(n.scenario_id)}
              className="font-medium text-emerald-800 underline underline-offset-2"
              aria-label={`${TEXTS.readAndReply}: ${n.scenario_name || TEXTS.untitled}`}
            >
              {TEXTS.readAndReply}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
