import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { focusableWithin } from './focusable';

interface ModalProps {
  isOpen: boolean;
  /**
   * Closes the dialog (Escape, the close button, a press on the backdrop). Without it the dialog
   * is a choice the person must make: no close button, and Escape and the backdrop do nothing.
   */
  onClose?: () => void;
  title: string;
  /** Short text under the title; it also describes the dialog for assistive tech. */
  description?: string;
  children: ReactNode;
  size?: 'md' | 'xl';
  /** When it changes while open (new content, e.g. the next step), focus returns to the dialog. */
  focusKey?: string;
}

/**
 * The one modal primitive: every modal goes through it. Rendered in place rather than in a
 * portal so it stays inside the app root, which the offline screen hides as a whole. On open it
 * moves focus into the dialog and keeps Tab inside; Escape, the close button and a press on the
 * backdrop close it (when it has `onClose`); focus returns to where it was.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  children,
  size = 'md',
  focusKey,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose?.());

  useEffect(() => {
    if (!isOpen) return;
    const panel = panelRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab' && panel) keepTabInside(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [isOpen]);

  // The control that changed the content is gone: keep keyboard users inside the dialog.
  useEffect(() => {
    if (isOpen && focusKey !== undefined) panelRef.current?.focus();
  }, [isOpen, focusKey]);

  if (!isOpen) return null;
  const width = size === 'xl' ? 'max-w-4xl' : 'max-w-md';
  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/60 p-4 sm:items-center"
      onPointerDown={(event) => event.target === event.currentTarget && onClose?.()}
      // A press outside a dialog that stays open must not take focus away from it.
      onMouseDown={(event) =>
        !onClose && event.target === event.currentTarget && event.preventDefault()
      }
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative w-full ${width} rounded-2xl bg-white p-6 shadow-xl outline-none sm:p-8`}
      >
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('shared.close')}
            className="absolute top-3 right-3 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <span aria-hidden="true" className="block h-5 w-5 text-xl leading-5">
              ×
            </span>
          </button>
        )}
        <h2 id={titleId} className={`text-2xl font-bold text-slate-900 ${onClose ? 'pr-8' : ''}`}>
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-1 text-slate-600">
            {description}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const items = focusableWithin(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  // Focus got outside (a press on the page behind): Tab comes back in, never goes on behind.
  if (!(active instanceof Node) || !panel.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
