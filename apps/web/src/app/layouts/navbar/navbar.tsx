import { NAVBAR_SHADOW_THRESHOLD_PX } from '@degreeworth/core';
import { BrandLogo } from '@/components/brand-logo';
import { useTranslation } from '@/lib/i18n';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { selectIsLoggedIn, selectUser } from '@/lib/auth-slice';
import { authModalOpened } from '@/lib/ui-slice';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { ActionLink } from './action-link';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { NavLinkList } from './nav-link-list';
import { UserMenu } from './user-menu';

/** The navigation bar; it gets a shadow once the page scrolls past 40 px. */
export function Navbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const hasShadow = useScrolledPast(NAVBAR_SHADOW_THRESHOLD_PX);
  const items = navItems(user, t);
  const openLogin = () => dispatch(authModalOpened());

  return (
    <header
      className={`sticky top-0 z-40 border-b print:hidden border-slate-200 bg-white transition-shadow ${hasShadow ? 'shadow-md' : ''}`}
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandLogo />
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <NavLinkList items={items} layout="row" />
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <LanguageSwitch />
          <ActionLink isLoggedIn={isLoggedIn} />
          {isLoggedIn ? (
            <UserMenu user={user} />
          ) : (
            <Button variant="secondary" onClick={openLogin}>
              {t('nav.login')}
            </Button>
          )}
        </div>
        <MobileMenu items={items} isLoggedIn={isLoggedIn} onLogin={openLogin} />
      </div>
    </header>
  );
}
