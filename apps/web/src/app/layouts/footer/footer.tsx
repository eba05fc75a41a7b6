import { Link } from 'react-router';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@degreeworth/core';
import { BrandLogo } from '@/components/brand-logo';
import { usePublicConfig } from '@/lib/public-config';
import { telHref } from '@/lib/tel-href';
import { paths } from '@/lib/paths';
import { SocialLinks } from './social-links';

const EXPLORE = [
  { label: 'Home', to: paths.home },
  { label: 'Rankings', to: paths.rankings },
  { label: 'College calculator', to: paths.collegeSelection },
  { label: 'Resources', to: paths.resources },
  { label: 'About Us', to: paths.about },
  { label: 'Contact Us', to: paths.contact },
  // Counselors and school admins sign in here, not with the Login of the header.
  { label: 'School login', to: paths.institute.login },
];

/** The legal pages, beside the copyright line (their texts are editable in /crm). */
const LEGAL = [
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Accessibility', to: paths.accessibility },
];

const linkClass = 'hover:text-white hover:underline';

/** A list of the footer's links, one per item. */
function FooterLinks({
  items,
  className,
}: {
  items: readonly { label: string; to: string }[];
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site footer. */
export function Footer() {
  const { salesEmail, salesPhone } = usePublicConfig();
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div className="space-y-4">
          <BrandLogo tone="light" />
          <p className="text-sm">
            See how college choice, scholarships and major affect your finances after graduation.
          </p>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="font-semibold text-white">
            Explore more
          </h2>
          <FooterLinks items={EXPLORE} className="mt-4 space-y-2 text-sm" />
        </nav>
        <section aria-labelledby="footer-sales">
          <h2 id="footer-sales" className="font-semibold text-white">
            Talk to sales
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
          <p>
            © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <FooterLinks items={LEGAL} className="flex flex-wrap gap-x-4 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
