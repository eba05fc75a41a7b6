import { Link } from 'react-router';
import { type DataVintage as Vintage, formatDate } from '@degreeworth/core';
import { paths } from '@/lib/paths';
import { useLanguage } from '@/lib/i18n/language';
import { translateMessage, useRankingsTexts } from '../rankings-texts';

interface DataVintageProps {
  vintage: Vintage;
  /** The ranking (data) year the figures are for. */
  year: number;
  /** Year of the earnings cohort's file, when known. */
  earningsYear?: number | null;
  showMethodLink?: boolean;
}

/**
 * Where the figures come from: source, files, earnings cohort, the dollars and the CPI and ACS
 * tables in use, and the import date.
 */
export function DataVintage({
  vintage,
  year,
  earningsYear,
  showMethodLink = true,
}: DataVintageProps) {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  return (
    <section
      aria-label={t('vintage.label')}
      className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700"
    >
      <h2 className="font-semibold text-slate-900">{t('vintage.heading')}</h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-medium">{t('vintage.source')}</dt>
        <dd>{translateMessage(vintage.source)}</dd>
        <dt className="font-medium">{t('vintage.dataYear')}</dt>
        <dd>{t('vintage.academicYear', { year, from: year - 1, to: String(year).slice(2) })}</dd>
        <dt className="font-medium">{t('vintage.files')}</dt>
        <dd className="break-words">{vintage.files.length > 0 ? vintage.files.join(', ') : '—'}</dd>
        <dt className="font-medium">{t('vintage.earnings')}</dt>
        <dd>
          {vintage.earnings_cohort ?? t('vintage.noCohort')}
          {earningsYear ? t('vintage.fromFile', { year: earningsYear }) : ''}
        </dd>
        <dt className="font-medium">{t('vintage.dollars')}</dt>
        <dd>
          {t('vintage.dollarsIn', { year: vintage.dollar_year })}
          {vintage.cpi &&
            t('vintage.cpi', { first: vintage.cpi.first_year, last: vintage.cpi.last_year })}
        </dd>
        {vintage.acs && (
          <>
            <dt className="font-medium">{t('vintage.withoutCollege')}</dt>
            <dd>{t('vintage.acs', { year: vintage.acs.survey_year })}</dd>
          </>
        )}
        {Date.parse(vintage.imported_at) > 0 && (
          <>
            <dt className="font-medium">{t('vintage.imported')}</dt>
            <dd>{formatDate(vintage.imported_at, language)}</dd>
          </>
        )}
      </dl>
      {showMethodLink && (
        <p className="mt-3">
          <Link to={paths.rankingsMethod} className="text-emerald-800 underline underline-offset-2">
            {t('vintage.methodLink')}
          </Link>
        </p>
      )}
    </section>
  );
}
