import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDisclosure } from '@/components/use-disclosure';
import { ChatLinkButton } from '@/features/contact/components/chat-link-button';
import { ContactPanel } from '@/features/contact/components/contact-panel';
import { BecomeAClientButton } from '@/features/pricing/components/become-a-client-button';
import { selectUser } from '@/lib/auth-slice';
import { useAppSelector } from '@/lib/hooks';
import { showsBecomeAClient } from '@/lib/user';
import { useTypingOutside } from './use-typing-outside';

const TEXTS = {
  /** The button's name while "Become a Client" is in its menu. */
  helpAndPlans: 'Help and plans',
  /** Its name for someone with nothing to buy ("Become a Client" hidden). */
  help: 'Help',
  closeContact: 'Close contact form',
  contactSales: 'Contact sales',
};

/** A question mark, and a cross while the menu or the contact form is open. */
function HelpIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path
        d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V15M12 19h.01'}
      />
    </svg>
  );
}

/**
 * On a phone, "Become a Client", the chat link and "Contact sales" sit behind one round button
 * in the bottom right corner: three floating buttons covered cards, chart axes and the field
 * being typed in. Each item does what its floating button does on wider screens;
 * "Contact sales" opens the same contact panel above the button, which then closes it. Escape
 * or a press outside closes the menu.
 */
export function PhoneHelpMenu() {
  const user = useAppSelector(selectUser);
  const {
    isOpen: isMenuOpen,
    close: closeMenu,
    containerRef,
    panelId,
    buttonProps,
  } = useDisclosure();
  const [isContactOpen, setIsContactOpen] = useState(false);
  const contactId = useId();
  const isTypingOutside = useTypingOutside(containerRef);
  const name = showsBecomeAClient(user) ? TEXTS.helpAndPlans : TEXTS.help;

  // The chosen item leaves with the menu: focus waits on the button (the pricing modal hands it
  // back there when it closes).
  const chooseAndClose = () => {
    buttonProps.ref.current?.focus();
    closeMenu();
  };
  const openContact = () =>
    flushSync(() => {
      closeMenu();
      setIsContactOpen(true);
    });
  const closeContact = () => {
    setIsContactOpen(false);
    buttonProps.ref.current?.focus();
  };

  return (
    <div
      ref={containerRef}
      hidden={isTypingOutside}
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden"
    >
      <ContactPanel id={contactId} isOpen={isContactOpen} onClose={closeContact} />
      <div className="relative">
        <button
          {...buttonProps}
          aria-expanded={isContactOpen || isMenuOpen}
          aria-controls={isContactOpen ? contactId : panelId}
          aria-label={isContactOpen ? TEXTS.closeContact : name}
          onClick={isContactOpen ? closeContact : buttonProps.onClick}
          className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800"
        >
          <HelpIcon isOpen={isContactOpen || isMenuOpen} />
        </button>
        <div
          id={panelId}
          role="group"
          aria-label={name}
          hidden={!isMenuOpen}
          className="absolute right-0 bottom-full mb-3 flex w-60 flex-col gap-2 rounded-2xl bg-white p-3 shadow-2xl ring-1 ring-slate-200"
        >
          <BecomeAClientButton placement="menu" onChoose={chooseAndClose} />
          <ChatLinkButton placement="menu" onChoose={chooseAndClose} />
          <button
            type="button"
            onClick={openContact}
            className="min-h-11 w-full rounded-xl bg-emerald-700 px-4 py-2 text-left text-sm font-bold text-white hover:bg-emerald-800"
          >
            {TEXTS.contactSales}
          </button>
        </div>
      </div>
    </div>
  );
}
