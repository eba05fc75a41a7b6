import {
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { BlockSpinner } from '@/components/ui/block-spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { useContactWidgetTexts } from '../contact-widget-texts';

// The form (its schema and the contact call) stays out of the first page until the first opening.
const ContactForm = lazyComponent(() => import('./contact-form').then((m) => m.ContactForm));

/** Runs `onMount` once, when it is first on screen (inside a Suspense boundary: once loaded). */
function Mounted({ onMount }: { onMount: () => void }) {
  const run = useEffectEvent(onMount);
  useEffect(() => run(), []);
  return null;
}

interface ContactPanelProps {
  id: string;
  isOpen: boolean;
  /** Escape inside the panel or a sent message; the owner hands focus back to its button. */
  onClose: () => void;
}

/**
 * The sales contact panel of the floating widget (and of the phone's help button). It is hidden
 * rather than unmounted when closed, so a half-written message survives a close and
 * contact_type remembers a previous send. The form mounts at the first opening. Owners open it
 * inside flushSync: the first field then takes focus while the tap is still being handled, which
 * a phone needs before it raises its keyboard.
 */
export function ContactPanel({ id, isOpen, onClose }: ContactPanelProps) {
  const headingId = useId();
  const { t } = useContactWidgetTexts();
  const panelRef = useRef<HTMLElement>(null);
  const [hasOpened, setHasOpened] = useState(isOpen);
  // The first opening mounts the form in the same render, so it can take focus at once.
  if (isOpen && !hasOpened) setHasOpened(true);

  const focusFirstField = () => {
    if (panelRef.current?.hidden === false)
      panelRef.current.querySelector<HTMLElement>('input, textarea')?.focus();
  };
  const focusOnOpen = useEffectEvent(focusFirstField);
  // At once when the form's code is in; else when it arrives (Mounted below).
  useLayoutEffect(() => {
    if (isOpen) focusOnOpen();
  }, [isOpen]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      ref={panelRef}
      id={id}
      hidden={!isOpen}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      className="max-h-[calc(100vh-7rem)] w-[calc(100vw-2rem)] max-w-sm overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('promise')}</p>
      {hasOpened && (
        <Suspense fallback={<BlockSpinner />}>
          <ContactForm variant="widget" label={t('contactSales')} onSent={onClose} />
          <Mounted onMount={focusFirstField} />
        </Suspense>
      )}
    </section>
  );
}
