import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

interface ConfirmDialogProps {
  /** The question; the dialog is open while it is set. */
  title: string | null;
  message: string;
  confirmLabel: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive admin action (delete, disable). A dialog: focus moves into it, Tab
 * stays inside, Escape cancels.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal isOpen={title !== null} onClose={onCancel} title={title ?? ''} description={message}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 disabled:hover:bg-red-700"
          isLoading={isBusy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
