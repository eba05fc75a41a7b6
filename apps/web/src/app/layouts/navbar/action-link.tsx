import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';

interface ActionLinkProps {
  isLoggedIn: boolean;
  onNavigate?: () => void;
  className?: string;
}

/** The action button: "See Your Results" when logged in, "Book a Demo" when logged out. */
export function ActionLink({ isLoggedIn, onNavigate, className }: ActionLinkProps) {
  return isLoggedIn ? (
    <ButtonLink to={paths.collegeSelection} onClick={onNavigate} className={className}>
      See Your Results
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.contact} onClick={onNavigate} className={className}>
      Book a Demo
    </ButtonLink>
  );
}
