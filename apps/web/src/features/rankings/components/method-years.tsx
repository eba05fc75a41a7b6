import { Trans } from '@/lib/i18n';
import { useRankingsTexts } from '../rankings-texts';
import { BOLD } from '../method-texts';
import { CurrentData } from './current-data';

/**
 * "Which years come from which files" of /rankings/method: how a ranking year maps to the
 * College Scorecard files, their dollar years, and the carried columns.
 */
export function DataYearsMethod() {
  const { t } = useRankingsTexts();
  return (
    <>
      <p>
        <Trans t={t} i18nKey="methodPage.years1" components={BOLD} />
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t('methodPage.yearsCosts')}</li>
        <li>{t('methodPage.yearsEarnings')}</li>
        <li>{t('methodPage.yearsCarried')}</li>
      </ul>
      <CurrentData />
    </>
  );
}
