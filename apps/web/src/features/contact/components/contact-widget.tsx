import {
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { CONTACT_RESPONSE_PROMISE } from '@degreeworth/core';
import { BlockSpinner } from '@/components/ui/block-spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { ChatLinkButton } from './chat-link-button';

// The form (its schema and the contact call) stays out of the first page until the first opening.
const ContactForm = lazyComponent(() => import('./contact-form').then((m) => m.ContactForm));

/** Runs `onMount` once, when it is first on screen (inside a Suspense boundary: once loaded). */
function Mounted({ onMount }: { onMount: () => void }) {
  const run = useEffectEvent(onMount);
  useEffect(() => run(), []);
  return null;
}

/**
 * The floating sales contact widget and chat link on every public page. The panel
 * is hidden rather than unmounted when closed, so a half-written message survives a close and
 * contact_type remembers a previous send. The form mounts at the first opening.
 */
export function ContactWidget() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const focusFirstField = () => {
    if (panelRef.current?.hidden === false)
      panelRef.current.querySelector<HTMLElement>('input, textarea')?.focus();
  };
  const open = () => {
    flushSync(() => {
      setIsOpen(true);
      setHasOpened(true);
    });
    // At once when the form's code is in; else when it arrives (Mounted below).
    focusFirstField();
  };
  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      <section
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="max-h-[calc(100vh-7rem)] w-[calc(100vw-2rem)] max-w-sm overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200"
      >
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Talk to our team
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">{CONTACT_RESPONSE_PROMISE}</p>
        {hasOpened && (
          <Suspense fallback={<BlockSpinner />}>
            <ContactForm variant="widget" label="Contact sales" onSent={close} />
            <Mounted onMount={focusFirstField} />
          </Suspense>
        )}
      </section>
      <div className="flex items-center gap-3">
        <ChatLinkButton />
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          // The visible word stays short on phones; the name says what closes.
          aria-label={isOpen ? 'Close contact form' : undefined}
          onClick={isOpen ? close : open}
          className="rounded-full bg-emerald-700 px-5 py-3 text-sm font-bold text-white shadow-lg hover:bg-emerald-800"
        >
          {isOpen ? 'Close' : 'Contact sales'}
        </button>
      </div>
    </div>
  );
}
