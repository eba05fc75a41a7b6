import { useEffect, useId } from 'react';
import {
  formatCount,
  INDIVIDUAL_INSTITUTE_STATUS,
  INSTITUTE_LIMITS,
  ScenarioCommentInputSchema,
} from '@degreeworth/core';
import { ScenarioCommentCard } from '@/components/scenario-comment';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { selectUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  useGetScenarioCommentsQuery,
  useMarkCommentsReadMutation,
  useReplyToCommentsMutation,
} from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';

const LIMIT = formatCount(INSTITUTE_LIMITS.comment);

/** The student's reply to their school's comments (the same rules as a counselor's comment). */
function ReplyForm({ scenarioId }: { scenarioId: string }) {
  const { t } = useCalculatorTexts();
  const form = useSchemaForm(ScenarioCommentInputSchema, { body: '' });
  const [reply, { isLoading }] = useReplyToCommentsMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await reply({ id: scenarioId, body: values.body }).unwrap();
      toast.success(answer.message);
      form.reset();
    } catch (err) {
      form.applyServerErrors(err);
      toast.error(apiErrorMessage(err) ?? t('replyFailed'));
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t('replyHeading')} className="space-y-3">
      <TextField
        label={t('replyLabel')}
        type="textarea"
        rows={3}
        required
        hint={`${formatCount(form.values.body.length)} / ${LIMIT} characters. ${t('replyHint')}`}
        {...form.field('body')}
      />
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors}>
        {t('replySend')}
      </Button>
    </form>
  );
}

/**
 * "Comments from your counselor" on a saved scenario's results (GET /scenario/{id}/comments),
 * with the student's replies and, for a student of a school, a form to reply. Shown comments
 * count as read (the notice of them goes). Hidden when there are none; loading and failure are
 * one quiet line each, so the results never wait for the comments.
 */
export function CounselorComments({ scenarioId }: { scenarioId: string }) {
  const { t } = useCalculatorTexts();
  const headingId = useId();
  const query = useGetScenarioCommentsQuery(scenarioId);
  const user = useAppSelector(selectUser);
  const inSchool = Boolean(user) && user?.institute_status !== INDIVIDUAL_INSTITUTE_STATUS;
  const [markRead] = useMarkCommentsReadMutation();
  const hasComments = (query.data?.comments.length ?? 0) > 0;
  useEffect(() => {
    // Read once shown; a failure only leaves the notice for next time.
    if (hasComments) void markRead(scenarioId);
  }, [hasComments, markRead, scenarioId]);
  if (query.isLoading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('commentsLoading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <p>{t('commentsFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const comments = query.data?.comments ?? [];
  if (comments.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200 sm:p-5"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('commentsHeading')}
      </h2>
      <ul className="space-y-3">
        {comments.map((comment) => (
          <li key={comment.id}>
            <ScenarioCommentCard comment={comment} />
          </li>
        ))}
      </ul>
      {inSchool && <ReplyForm scenarioId={scenarioId} />}
    </section>
  );
}
