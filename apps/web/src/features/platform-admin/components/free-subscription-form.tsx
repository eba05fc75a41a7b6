import { FreeSubscriptionInputSchema, type FreeSubscriptionUser } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { GENERIC_TEXT } from '@/components/admin/action-texts';
import {
  useAddFreeSubscriptionMutation,
  useMoveFreeSubscriptionMutation,
} from '../api/free-subscriptions-api';
import { runAdminAction } from '@/components/admin/run-admin-action';

interface FreeSubscriptionFormProps {
  /** Editing: the free plan of this account moves to the account of the e-mail typed. */
  user?: FreeSubscriptionUser;
  onDone?: () => void;
}

/** Gives an existing account a free subscription by its e-mail address, or moves one. */
export function FreeSubscriptionForm({ user, onDone }: FreeSubscriptionFormProps) {
  const form = useSchemaForm(FreeSubscriptionInputSchema, { email: user?.email ?? '' });
  const [addFreeSubscription, added] = useAddFreeSubscriptionMutation();
  const [moveFreeSubscription, moved] = useMoveFreeSubscriptionMutation();
  const isLoading = added.isLoading || moved.isLoading;
  const submit = form.handleSubmit(async (data) => {
    const answer = user
      ? await runAdminAction(
          () => moveFreeSubscription({ id: user.id, email: data.email }).unwrap(),
          GENERIC_TEXT.update,
          form.applyServerErrors,
        )
      : await runAdminAction(
          () => addFreeSubscription({ email: data.email }).unwrap(),
          GENERIC_TEXT.add,
          form.applyServerErrors,
        );
    if (!answer) return;
    form.reset();
    onDone?.();
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={user ? `Change the account of ${user.email}` : 'Add a free subscription'}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          label="Email of the account"
          type="email"
          required
          autoComplete="off"
          {...form.field('email')}
        />
      </div>
      <Button type="submit" className="sm:mt-6" isLoading={isLoading} disabled={form.hasErrors}>
        {user ? 'Save' : 'Add'}
      </Button>
    </form>
  );
}
