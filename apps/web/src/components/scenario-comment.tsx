import { type ReactNode, useId } from 'react';
import { COMMENT_AUTHOR_LABELS, formatDate, type ScenarioComment } from '@degreeworth/core';

interface ScenarioCommentCardProps {
  comment: ScenarioComment;
  /** Beside the author line (a Delete button on the counselors' screen). */
  actions?: ReactNode;
}

/**
 * One comment on a student's scenario (a counselor's, or the student's reply): who wrote it,
 * in which role, when,
 * and the text with its line breaks. The student's results page and the institute's coaching
 * screen show comments alike.
 */
export function ScenarioCommentCard({ comment, actions }: ScenarioCommentCardProps) {
  const authorId = useId();
  return (
    <article aria-labelledby={authorId} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-slate-600">
          <span id={authorId} className="font-semibold text-slate-900">
            {comment.author.name}
          </span>{' '}
          · {COMMENT_AUTHOR_LABELS[comment.author.role]} ·{' '}
          <time dateTime={comment.created_at}>{formatDate(comment.created_at)}</time>
        </p>
        {actions}
      </header>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">{comment.body}</p>
    </article>
  );
}
