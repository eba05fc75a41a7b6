import { CIP_FAMILY_TITLES, CIP_TO_MAJOR_CATEGORY } from '@degreeworth/core';
import { Trans } from '@/lib/i18n';
import { useRankingsTexts } from '../rankings-texts';
import { BOLD } from '../method-texts';

/**
 * "Majors" of /rankings/method: fields of study on college pages and how the calculator scales
 * earnings by a major (our CIP family → ACS major category link, a judgment call).
 */
export function MajorsMethod() {
  const { t } = useRankingsTexts();
  return (
    <>
      <p>
        <Trans t={t} i18nKey="methodPage.majors1" components={BOLD} />
      </p>
      <p>{t('methodPage.majors2')}</p>
      <p>{t('methodPage.majors3')}</p>
      <p>{t('methodPage.majors4')}</p>
      <p>
        <Trans t={t} i18nKey="methodPage.majors5" components={BOLD} />
      </p>
      <details className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900">
          {t('methodPage.crosswalk')}
        </summary>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                {t('methodPage.cipFamily')}
              </th>
              <th scope="col" className="py-1">
                {t('methodPage.majorCategory')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(CIP_TO_MAJOR_CATEGORY).map(([cip, category]) => (
              <tr key={cip} className="border-t border-slate-100">
                <td className="py-1 pr-4">
                  {cip} {CIP_FAMILY_TITLES[cip]}
                </td>
                <td className="py-1">{category}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
