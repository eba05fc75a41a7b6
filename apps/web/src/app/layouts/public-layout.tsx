import { Outlet } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { AuthModal } from '@/features/auth/components/auth-modal';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner';
import { PricingModal } from '@/features/pricing/components/pricing-modal';
import { InstituteConsent } from '@/features/profile/components/institute-consent';
import { FloatingControls } from './floating-controls';
import { Footer } from './footer/footer';
import { Navbar } from './navbar/navbar';

/** The shared layout of public routes: header, footer, contact widget, pricing button. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        onClick={(event) => {
          // A plain #main would be read as a route by the hash router.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <Navbar />
      <VerifyEmailBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <FloatingControls />
      <AuthModal />
      <PricingModal />
      {/* Last: a student a school enrolled chooses to stay or leave before anything else. */}
      <InstituteConsent />
    </div>
  );
}
