import { Link } from 'react-router';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@degreeworth/core';
import { BrandLogo } from '@/components/brand-logo';
import { useTranslation } from '@/lib/i18n';
import type { common } from '@/lib/i18n/en/common';
import { usePublicConfig } from '@/lib/public-config';
import { telHref } from '@/lib/tel-href';
import { paths } from '@/lib/paths';
import { SocialLinks } from './social-links';

/** A footer link: where it goes and the key of its text in the `common` texts. */
interface FooterLink {
  label:
    | `nav.${keyof typeof common.nav}`
    | `footer.${'calculator' | 'schoolLogin' | 'terms' | 'privacy' | 'accessibility'}`;
  to: string;
}

const EXPLORE: readonly FooterLink[] = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.rankings', to: paths.rankings },
  { label: 'footer.calculator', to: paths.collegeSelection },
  { label: 'nav.resources', to: paths.resources },
  { label: 'nav.about', to: paths.about },
  { label: 'nav.contact', to: paths.contact },
  // Counselors and school admins sign in here, not with the Login of the header.
  { label: 'footer.schoolLogin', to: paths.institute.login },
];

/** The legal pages, beside the copyright line (their texts are editable in /crm). */
const LEGAL: readonly FooterLink[] = [
  { label: 'footer.terms', to: paths.terms },
  { label: 'footer.privacy', to: paths.privacy },
  { label: 'footer.accessibility', to: paths.accessibility },
];

const linkClass = 'hover:text-white hover:underline';

/** A list of the footer's links, one per item. */
function FooterLinks({ items, className }: { items: readonly FooterLink[]; className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClass}>
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site footer. */
export function Footer() {
  const { t } = useTranslation();
  const { salesEmail, salesPhone } = usePublicConfig();
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="space-y-4">
          <BrandLogo tone="light" />
          <p className="text-sm">{t('footer.tagline')}</p>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="font-semibold text-white">
            {t('footer.explore')}
          </h2>
          <FooterLinks items={EXPLORE} className="mt-4 space-y-2 text-sm" />
        </nav>
        <section aria-labelledby="footer-sales">
          <h2 id="footer-sales" className="font-semibold text-white">
            {t('footer.sales')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={`mailto:${salesEmail}`} className={`${linkClass} break-all`}>
                {salesEmail}
              </a>
            </li>
            <li>
              <a href={telHref(salesPhone)} className={linkClass}>
                {salesPhone}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-800">
        {/* Bottom padding keeps the floating buttons from covering the last line. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-6 pb-24 text-sm sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year: COPYRIGHT_YEAR, product: PRODUCT_NAME })}</p>
          <nav aria-label={t('footer.legal')}>
            <FooterLinks items={LEGAL} className="flex flex-wrap gap-x-4 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
