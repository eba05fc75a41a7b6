import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { type ReaderContext, scenarioLinkOf } from '@/lib/scenario-link';
import { buttonClasses } from './ui/button-styles';

interface AddToScenarioLinkProps {
  universityId: number;
  /** The college's name, for the link's accessible name. */
  name: string;
  /** The reader's home state and income band (the rankings' filters), if chosen. */
  context?: ReaderContext;
  /** 'button' on the college page; 'inline' in a table row or a card. */
  look?: 'button' | 'inline';
}

/**
 * "Add to my scenario": a link to the calculator with this college added and
 * the reader's state and band set (lib/scenario-link.ts). It shows "Add to my scenario" and is
 * named "Add to my scenario: <college>", so a list of them reads apart; the visible words start
 * the name (WCAG 2.5.3). A link, not a button: it navigates, opens in a new tab, is shareable.
 */
export function AddToScenarioLink({
  universityId,
  name,
  context,
  look = 'inline',
}: AddToScenarioLinkProps) {
  const { t } = useTranslation();
  const words = t('shared.addToScenario');
  const className =
    look === 'button'
      ? buttonClasses('secondary', 'sm')
      : // py-1: a target at least 24 px tall on its own line (WCAG 2.2, 2.5.8).
        'inline-block py-1 text-sm font-medium text-emerald-800 underline underline-offset-2 ' +
        'hover:text-emerald-900';
  return (
    <Link
      to={scenarioLinkOf(universityId, context)}
      aria-label={`${words}: ${name}`}
      className={className}
    >
      {words}
    </Link>
  );
}
