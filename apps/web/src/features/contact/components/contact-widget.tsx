import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { CONTACT_RESPONSE_PROMISE } from '@degreeworth/core';
import { ChatLinkButton } from './chat-link-button';
import { ContactForm } from './contact-form';

/**
 * The floating sales contact widget and chat link on every public page (spec §1, §2). The panel
 * is hidden rather than unmounted when closed, so a half-written message survives a close and
 * contact_type remembers a previous send.
 */
export function ContactWidget() {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    flushSync(() => setIsOpen(true));
    panelRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
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
        <ContactForm variant="widget" label="Contact sales" onSent={close} />
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
