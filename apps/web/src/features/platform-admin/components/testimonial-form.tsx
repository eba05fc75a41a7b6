import { TESTIMONIAL_TEXT, type Testimonial, TestimonialFieldsSchema } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useImageChoice } from '../hooks/use-image-choice';
import { ImageField } from './image-field';

interface TestimonialFormProps {
  /** The stored testimonial when editing; absent when adding (then the image is required). */
  testimonial?: Testimonial;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (body: FormData, onError: (err: unknown) => void) => Promise<boolean>;
  onDone: () => void;
}

/**
 * The testimonial form (name, testimonial, designation, image), checked with core's
 * TestimonialFieldsSchema like the API, sent as multipart.
 */
export function TestimonialForm({
  testimonial,
  submitLabel,
  isBusy,
  onSubmit,
  onDone,
}: TestimonialFormProps) {
  const form = useSchemaForm(TestimonialFieldsSchema, {
    name: testimonial?.name ?? '',
    testimonial: testimonial?.testimonial ?? '',
    designation: testimonial?.designation ?? '',
  });
  const image = useImageChoice(!testimonial, TESTIMONIAL_TEXT.imageRequired);

  const submit = image.submitHandler(
    form.handleSubmit,
    (data) => ({
      name: data.name,
      testimonial: data.testimonial,
      designation: data.designation,
    }),
    (body) => onSubmit(body, form.applyServerErrors),
    onDone,
  );

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="space-y-4">
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Designation" required {...form.field('designation')} />
      <TextField
        label="Testimonial"
        type="textarea"
        required
        rows={5}
        {...form.field('testimonial')}
      />
      <ImageField
        label="Image"
        required={!testimonial}
        currentUrl={testimonial?.image}
        file={image.file}
        onChange={image.setFile}
        error={image.error}
      />
      <Button type="submit" isLoading={isBusy} disabled={form.hasErrors}>
        {submitLabel}
      </Button>
    </form>
  );
}
