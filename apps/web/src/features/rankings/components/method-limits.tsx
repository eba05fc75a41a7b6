import { ROI_DEFAULTS } from '@degreeworth/core';
import { Trans } from '@/lib/i18n';
import { useRankingsTexts } from '../rankings-texts';
import { BOLD, termBrackets } from '../method-texts';

const LIMITS = [
  'limitAid',
  'limitWorking',
  'limitFirstTime',
  'limitInState',
  'limitWhole',
  'limitAverages',
] as const;

/** "What the data cannot say" of the method page: the Scorecard's scope, in plain words. */
export function DataLimits() {
  const { t } = useRankingsTexts();
  return (
    <>
      <ul className="list-disc space-y-2 pl-6">
        {LIMITS.map((key) => (
          <li key={key}>
            <Trans t={t} i18nKey={`methodPage.${key}`} components={BOLD} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The judgment calls 4, 5 and 9 of docs/decisions/004 (the method page must state them). */
export function JudgmentCalls() {
  const { t } = useRankingsTexts();
  return (
    <>
      <p>{t('methodPage.choicesIntro')}</p>
      <ul className="list-disc space-y-2 pl-6">
        <li>
          <Trans
            t={t}
            i18nKey="methodPage.choiceTerm"
            values={{ brackets: termBrackets(t), topYears: ROI_DEFAULTS.term.topYears }}
            components={BOLD}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="methodPage.choiceRatio"
            values={{ horizon: ROI_DEFAULTS.benefitCostHorizon }}
            components={BOLD}
          />
        </li>
        <li>
          <Trans t={t} i18nKey="methodPage.choiceMajors" components={BOLD} />
        </li>
      </ul>
    </>
  );
}
