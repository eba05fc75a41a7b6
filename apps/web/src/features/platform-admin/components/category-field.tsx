import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { BoundField } from '@/lib/use-schema-form';
import { useGetResourceCategoriesQuery } from '../api/resources-api';

/** The value of the "Add category" option: no stored category has spaces around it (trimmed). */
const ADD_CATEGORY = ' add category ';

interface CategoryFieldProps {
  /** The form's `category` field: its value and message; typing a new one reports through it. */
  field: BoundField;
  /** Sets the category; `touch: false` holds its message back until the field is left or sent. */
  setValue: (value: string, touch?: boolean) => void;
  /** The stored article's category when editing: offered even before (or without) the list. */
  current?: string;
}

/**
 * The article's category, chosen from the categories articles already use
 * (GET /admin/adminResources/categories), so one subject is not filed under several spellings.
 * "Add category" shows a text field for a new one, checked by the form's schema like any
 * category (required, length, control characters; trimmed). Focus stays on the select when
 * the field appears: arrow keys on a closed select change it option by option, and moving
 * focus on the way past would throw a keyboard user out of the list.
 */
export function CategoryField({ field, setValue, current }: CategoryFieldProps) {
  const categories = useGetResourceCategoriesQuery();
  const [isAdding, setIsAdding] = useState(false);
  // What was typed as a new category, kept when the admin looks at the list and comes back.
  const [draft, setDraft] = useState('');
  const names = categories.data?.categories.map((c) => c.category) ?? [];
  const options = current && !names.includes(current) ? [current, ...names] : names;
  // With no category yet there is nothing to choose: the first article starts a new one.
  const adding = isAdding || (categories.isSuccess && options.length === 0);

  const choose = (value: string) => {
    if (value === ADD_CATEGORY) {
      setIsAdding(true);
      setValue(draft, false);
    } else {
      setIsAdding(false);
      setValue(value);
    }
  };

  return (
    <div className="space-y-3">
      <SelectField
        label="Category"
        name="category_choice"
        required
        value={adding ? ADD_CATEGORY : field.value}
        onChange={choose}
        error={adding ? null : field.error}
        hint={
          categories.isError
            ? 'The categories could not be loaded. Choose "Add category" to type one.'
            : undefined
        }
      >
        <option value="">Choose a category</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={ADD_CATEGORY}>Add category</option>
      </SelectField>
      {adding && (
        <TextField
          label="New category"
          required
          {...field}
          onChange={(change) => {
            setDraft(change.value);
            field.onChange(change);
          }}
        />
      )}
    </div>
  );
}
