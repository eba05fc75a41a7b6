import { FreeSubscriptionInputSchema } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { GENERIC_TEXT } from '../admin-texts';
import { useAddFreeSubscriptionMutation } from '../api/free-subscriptions-api';
import { runAdminAction } from '../run-admin-action';

/** Gives an existing account a free subscription by its e-mail address. */
export function FreeSubscriptionForm() {
  const form = useSchemaForm(FreeSubscriptionInputSchema, { email: '' });
  const [addFreeSubscription, { isLoading }] = useAddFreeSubscriptionMutation();
  const submit = form.handleSubmit(async (data) => {
    const answer = await runAdminAction(
      () => addFreeSubscription({ email: data.email }).unwrap(),
      GENERIC_TEXT.add,
      form.applyServerErrors,
    );
    if (answer) form.reset();
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a free subscription"
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
        Add
      </Button>
    </form>
  );
}
