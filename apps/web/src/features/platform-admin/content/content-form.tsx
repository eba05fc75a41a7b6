import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ContentField } from './content-field';
import type { TextGroup } from './page-fields';
import type { ContentForm } from './use-content-form';

interface ContentTextsFormProps {
  groups: TextGroup[];
  form: ContentForm;
  isBusy: boolean;
  /** Sends the changed texts (POST /admin/content/{page}). */
  onSave: (body: object) => Promise<unknown>;
}

/** The page's texts grouped as on the page, with Save changes and Undo changes. */
export function ContentTextsForm({ groups, form, isBusy, onSave }: ContentTextsFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(onSave);
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Page texts" className="space-y-6">
      {groups.map((group) => (
        <fieldset
          key={group.legend}
          className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
        >
          <legend className="px-1 text-base font-semibold text-slate-900">{group.legend}</legend>
          {group.fields.map((spec) => (
            <ContentField
              key={spec.path}
              spec={spec}
              value={form.values[spec.path] ?? ''}
              defaultValue={form.defaults[spec.path] ?? ''}
              error={form.errorOf(spec.path)}
              onChange={(value) => form.set(spec.path, value)}
            />
          ))}
        </fieldset>
      ))}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 rounded-xl bg-white/95 p-3 ring-1 ring-slate-200">
        <Button type="submit" isLoading={isBusy} disabled={!form.isChanged || form.hasErrors}>
          Save changes
        </Button>
        <Button variant="secondary" disabled={!form.isChanged || isBusy} onClick={form.undo}>
          Undo changes
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {form.isChanged ? 'Unsaved changes.' : 'No unsaved changes.'}
        </p>
      </div>
    </form>
  );
}
