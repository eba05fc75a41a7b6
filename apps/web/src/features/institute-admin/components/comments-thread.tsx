import { useId, useState } from 'react';
import type { InstituteMeResponse, ScenarioComment } from '@degreeworth/core';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { ScenarioCommentCard } from '@/components/scenario-comment';
import { Button } from '@/components/ui/button';
import { useDeleteScenarioCommentMutation } from '../api/coaching-api';
import { useInstituteMe } from '../hooks/use-institute-me';
import { TEXT, TOASTS } from '../institute-texts';
import { CommentForm } from './comment-form';

/** Who may delete a comment: the institute admin any, a counselor their own (decision 015). */
function mayDelete(me: InstituteMeResponse | null, comment: ScenarioComment): boolean {
  if (!me) return false;
  return me.user.role === 'owner' || comment.author.id === me.user.id;
}

interface CommentsThreadProps {
  /** The section's id, for the "Comments" jump link. */
  id: string;
  scenarioId: string;
  comments: ScenarioComment[];
}

/** The comments on a student's scenario, Delete where allowed, and a new comment. */
export function CommentsThread({ id, scenarioId, comments }: CommentsThreadProps) {
  const headingId = useId();
  const { me } = useInstituteMe();
  const [deleteComment, { isLoading }] = useDeleteScenarioCommentMutation();
  const [pending, setPending] = useState<ScenarioComment | null>(null);
  const confirmDelete = async () => {
    if (!pending) return;
    await runAdminAction(
      () => deleteComment({ id: pending.id, scenarioId }).unwrap(),
      TOASTS.remove,
    );
    setPending(null);
  };
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl bg-slate-100 p-4 outline-none sm:p-5"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {TEXT.commentsHeading} ({comments.length})
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-slate-600">{TEXT.noComments}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id}>
              <ScenarioCommentCard
                comment={comment}
                actions={
                  mayDelete(me, comment) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete the comment of ${comment.author.name}`}
                      onClick={() => setPending(comment)}
                    >
                      Delete
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <CommentForm scenarioId={scenarioId} />
      <ConfirmDialog
        title={pending && 'Delete this comment?'}
        message="The student no longer sees it on their results page."
        confirmLabel="Delete"
        isBusy={isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
