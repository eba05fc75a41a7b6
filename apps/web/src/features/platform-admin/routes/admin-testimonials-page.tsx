import { useState } from 'react';
import type { Testimonial } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TESTIMONIAL_TOASTS } from '../admin-texts';
import {
  useAddTestimonialMutation,
  useDeleteTestimonialMutation,
  useGetAdminTestimonialsQuery,
  useUpdateTestimonialMutation,
} from '../api/testimonials-api';
import { AdminPageFrame } from '../components/admin-page-frame';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { QueryState } from '@/components/admin/query-state';
import { TestimonialCards } from '../components/testimonial-cards';
import { TestimonialForm } from '../components/testimonial-form';
import { runAdminAction } from '@/components/admin/run-admin-action';

/** Which form is open: a new testimonial, one being edited, or none. */
type Editing = Testimonial | 'new' | null;

function TestimonialDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const [addTestimonial, add] = useAddTestimonialMutation();
  const [updateTestimonial, update] = useUpdateTestimonialMutation();
  const current = editing === 'new' ? undefined : (editing ?? undefined);
  const submit = async (body: FormData, onError: (err: unknown) => void) => {
    const answer = current
      ? await runAdminAction(
          () => updateTestimonial({ id: current.id, body }).unwrap(),
          TESTIMONIAL_TOASTS.update,
          onError,
        )
      : await runAdminAction(() => addTestimonial(body).unwrap(), TESTIMONIAL_TOASTS.add, onError);
    return answer !== null;
  };
  return (
    <Modal
      isOpen={editing !== null}
      onClose={onClose}
      title={current ? `Edit the testimonial of ${current.name}` : 'Add a testimonial'}
      size="xl"
    >
      <TestimonialForm
        testimonial={current}
        submitLabel={current ? 'Save changes' : 'Add testimonial'}
        isBusy={add.isLoading || update.isLoading}
        onSubmit={submit}
        onDone={onClose}
      />
    </Modal>
  );
}

function TestimonialsScreen({
  editing,
  onEdit,
}: {
  editing: Editing;
  onEdit: (e: Editing) => void;
}) {
  const list = useGetAdminTestimonialsQuery();
  const [deleteTestimonial, { isLoading }] = useDeleteTestimonialMutation();
  const [pending, setPending] = useState<Testimonial | null>(null);
  const confirmDelete = async () => {
    if (!pending) return;
    await runAdminAction(() => deleteTestimonial(pending.id).unwrap(), TESTIMONIAL_TOASTS.remove);
    setPending(null);
  };
  return (
    <>
      <QueryState
        query={list}
        fallback={TESTIMONIAL_TOASTS.fetchFailed}
        isEmpty={(data) => data.testimonials.length === 0}
        empty="No testimonials yet."
        loadingLabel="Loading testimonials"
      >
        {(data) => (
          <TestimonialCards
            testimonials={data.testimonials}
            onEdit={onEdit}
            onDelete={setPending}
          />
        )}
      </QueryState>
      {/* Keyed so each opening starts from the stored values. */}
      <TestimonialDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        editing={editing}
        onClose={() => onEdit(null)}
      />
      <ConfirmDialog
        title={pending && `Delete the testimonial of ${pending.name}?`}
        message="The testimonial and its image are removed for good."
        confirmLabel="Delete"
        isBusy={isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** /crm/testimonials (permission "testimonials"): the list, add, edit and delete. */
export function AdminTestimonialsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <AdminPageFrame
      title="Testimonials"
      permission="testimonials"
      actions={<Button onClick={() => setEditing('new')}>Add testimonial</Button>}
    >
      <TestimonialsScreen editing={editing} onEdit={setEditing} />
    </AdminPageFrame>
  );
}
