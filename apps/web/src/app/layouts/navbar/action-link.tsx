import { ButtonLink } from '@/components/ui/button-link';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

interface ActionLinkProps {
  isLoggedIn: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** The action button: "See Your Results" when logged in, "Book a Demo" when logged out. */
export function ActionLink({ isLoggedIn, onNavigate, className }: ActionLinkProps) {
  const { t } = useTranslation();
  return isLoggedIn ? (
    <ButtonLink to={paths.collegeSelection} onClick={onNavigate} className={className}>
      {t('nav.seeYourResults')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.contact} onClick={onNavigate} className={className}>
      {t('nav.bookDemo')}
    </ButtonLink>
  );
}
