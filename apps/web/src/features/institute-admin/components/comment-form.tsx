import { INSTITUTE_LIMITS, ScenarioCommentInputSchema, formatCount } from '@degreeworth/core';
import { runAdminAction } from '@/components/admin/run-admin-action';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAddScenarioCommentMutation } from '../api/coaching-api';
import { TOASTS } from '../institute-texts';

const LIMIT = formatCount(INSTITUTE_LIMITS.comment);

/** A new comment on a student's scenario (core's ScenarioCommentInputSchema, with a counter). */
export function CommentForm({ scenarioId }: { scenarioId: string }) {
  const form = useSchemaForm(ScenarioCommentInputSchema, { body: '' });
  const [addComment, { isLoading }] = useAddScenarioCommentMutation();
  const submit = form.handleSubmit(async (body) => {
    const answer = await runAdminAction(
      () => addComment({ scenarioId, body }).unwrap(),
      TOASTS.add,
      form.applyServerErrors,
    );
    if (answer) form.reset();
  });
  const length = form.values.body.length;
  return (
    <form noValidate onSubmit={submit} aria-label="Add a comment" className="space-y-3">
      <TextField
        label="Your comment"
        type="textarea"
        rows={5}
        required
        hint={`${formatCount(length)} / ${LIMIT} characters. The student sees it on their results page.`}
        {...form.field('body')}
      />
      <Button type="submit" isLoading={isLoading} disabled={form.hasErrors}>
        Post comment
      </Button>
    </form>
  );
}
