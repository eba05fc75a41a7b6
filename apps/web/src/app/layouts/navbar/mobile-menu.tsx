import { ButtonLink } from '@/components/ui/button-link';
import { useDisclosure } from '@/components/use-disclosure';
import { useTranslation } from '@/lib/i18n';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/lib/paths';
import { ActionLink } from './action-link';
import { MobileAccountLinks } from './mobile-account-links';
import type { NavItem } from './nav-items';
import { NavLinkList } from './nav-link-list';

interface MobileMenuProps {
  items: NavItem[];
  isLoggedIn: boolean;
  onLogin: () => void;
}

/** The small-screen menu: the same items, the action button, "Get started", the language. */
export function MobileMenu({ items, isLoggedIn, onLogin }: MobileMenuProps) {
  const { t } = useTranslation();
  const { isOpen, close, containerRef, panelId, buttonProps } = useDisclosure();

  return (
    <div ref={containerRef} className="lg:hidden">
      <button
        {...buttonProps}
        aria-label={t('nav.menu')}
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path
            d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            strokeLinecap="round"
          />
        </svg>
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
        >
          <nav aria-label={t('nav.mobile')}>
            <NavLinkList items={items} layout="column" onNavigate={close} />
          </nav>
          <div className="mt-4 flex flex-col gap-2">
            <ActionLink isLoggedIn={isLoggedIn} onNavigate={close} />
            <ButtonLink to={paths.collegeSelection} onClick={close} variant="secondary">
              {t('nav.getStarted')}
            </ButtonLink>
            <MobileAccountLinks isLoggedIn={isLoggedIn} close={close} onLogin={onLogin} />
            <LanguageSwitch className="text-left" />
          </div>
        </div>
      )}
    </div>
  );
}
