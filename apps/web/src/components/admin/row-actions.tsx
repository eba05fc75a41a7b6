import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';

interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("Edit {name}"). */
  name: string;
  /** The edit action: a page (`editTo`) or a handler (`onEdit`). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  editText?: string;
  /** Accessible name of the edit button; default `${editText} ${name}`. */
  editLabel?: string;
  deleteText?: string;
}

/** The edit and delete buttons at the end of every admin table row. */
export function RowActions({
  name,
  editTo,
  onEdit,
  onDelete,
  editText = 'Edit',
  editLabel = `${editText} ${name}`,
  deleteText = 'Delete',
}: RowActionsProps) {
  return (
    <div className="flex gap-2">
      {editTo ? (
        <ButtonLink to={editTo} size="sm" variant="secondary" aria-label={editLabel}>
          {editText}
        </ButtonLink>
      ) : (
        <Button size="sm" variant="secondary" aria-label={editLabel} onClick={onEdit}>
          {editText}
        </Button>
      )}
      <Button size="sm" variant="ghost" aria-label={`${deleteText} ${name}`} onClick={onDelete}>
        {deleteText}
      </Button>
    </div>
  );
}
