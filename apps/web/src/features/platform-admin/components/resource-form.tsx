import { LANGUAGES, RESOURCE_TEXT, ResourceFieldsSchema, type Resource } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { LANGUAGE_NAMES } from '../admin-texts';
import { useImageChoice } from '../hooks/use-image-choice';
import { CategoryField } from './category-field';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { ImageField } from './image-field';

interface ResourceFormProps {
  /** The stored article when editing; absent when adding (then the image is required). */
  resource?: Resource;
  submitLabel: string;
  isBusy: boolean;
  /** Sends the multipart body; resolves false on failure with the error for field messages. */
  onSubmit: (body: FormData, onError: (err: unknown) => void) => Promise<boolean>;
  /** After a successful add: the parent remounts or closes the form. */
  onDone?: () => void;
}

/**
 * The article form (title, language, category, optional sub_category, description, image), checked
 * with core's ResourceFieldsSchema like the API. Sent as multipart, the category as the one
 * field `category` whether chosen from the list or added.
 */
export function ResourceForm({
  resource,
  submitLabel,
  isBusy,
  onSubmit,
  onDone,
}: ResourceFormProps) {
  const form = useSchemaForm(ResourceFieldsSchema, {
    title: resource?.title ?? '',
    category: resource?.category ?? '',
    sub_category: resource?.sub_category ?? '',
    description: resource?.description ?? '',
    language: resource?.language ?? 'en',
  });
  const image = useImageChoice(!resource, RESOURCE_TEXT.imageRequired);

  const submit = image.submitHandler(
    form.handleSubmit,
    (data) => ({
      title: data.title,
      category: data.category,
      // Blank clears a stored sub-category.
      sub_category: data.sub_category ?? '',
      description: data.description,
      language: data.language,
    }),
    (body) => onSubmit(body, form.applyServerErrors),
    onDone,
  );

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <TextField label="Title" required {...form.field('title')} />
        <SelectField
          label="Language"
          name="language"
          required
          value={form.values.language}
          onChange={(value) => form.setValue('language', value)}
          error={form.errors.language}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField
          field={form.field('category')}
          setValue={(value, touch) => form.setValue('category', value, touch)}
          current={resource?.category}
        />
        <TextField label="Sub-category" {...form.field('sub_category')} />
      </div>
      <RichTextEditor
        label="Description"
        required
        initialHtml={resource?.description ?? ''}
        error={form.errors.description}
        onChange={(html) => form.setValue('description', html)}
      />
      <ImageField
        label="Image"
        required={!resource}
        currentUrl={resource?.image}
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
