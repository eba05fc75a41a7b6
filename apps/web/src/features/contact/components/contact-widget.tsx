import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useContactWidgetTexts } from '../contact-widget-texts';
import { ChatLinkButton } from './chat-link-button';
import { ContactPanel } from './contact-panel';

/**
 * The floating sales contact widget and chat link on every public page wider than a phone (a
 * phone gets them in one help button instead: app/layouts/phone-help-menu.tsx).
 */
export function ContactWidget() {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useContactWidgetTexts();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const open = () => flushSync(() => setIsOpen(true));
  const close = () => {
    setIsOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden">
      <ContactPanel id={panelId} isOpen={isOpen} onClose={close} />
      <div className="flex items-center gap-3">
        <ChatLinkButton />
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          // The visible word stays short on phones; the name says what closes.
          aria-label={isOpen ? t('closeForm') : undefined}
          onClick={isOpen ? close : open}
          className="rounded-full bg-emerald-700 px-5 py-3 text-sm font-bold text-white shadow-lg hover:bg-emerald-800"
        >
          {isOpen ? t('close') : t('contactSales')}
        </button>
      </div>
    </div>
  );
}
