import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  personalViewMethod,
  DEFAULT_RANKING_HORIZON,
  RANKING_HORIZONS,
  ROI_DEFAULTS,
  formatMoney,
  formatPercent,
} from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { paths } from '@/lib/paths';
import { PageContainer } from '@/components/page-container';
import { Seo } from '@/components/seo';
import { DataYearsMethod } from '../components/method-years';
import { MajorsMethod } from '../components/method-majors';
import { DataLimits, JudgmentCalls } from '../components/method-limits';
import { LoanRulesMethod } from '../components/method-loans';
import { Trans } from '@/lib/i18n';
import { useRankingsTexts } from '../rankings-texts';
import { BOLD, cautionsMethod } from '../method-texts';

const pct = formatPercent;
const T = ROI_DEFAULTS.yearsEnrolled;
const D = ROI_DEFAULTS.yearsBeforeLeaving;

/** The sections in the page's order; their titles are the texts' `method.sections`. */
const SECTIONS = [
  'npv',
  'baseline',
  'costs',
  'earnings',
  'majors',
  'personal',
  'loans',
  'dollars',
  'years',
  'missing',
  'limits',
  'choices',
] as const;

/**
 * /rankings/method: the ROI method in plain language, the data vintage and its limits, and the
 * judgment calls 4, 5 and 9 of docs/decisions/004. Figures come from the engine's defaults in core,
 * so the page cannot drift from the numbers.
 */
export function HowWeRankPage() {
  const { t } = useRankingsTexts();
  const language = useLanguage();
  return (
    <PageContainer title={t('method.title')} intro={t('method.intro')}>
      <Seo title={t('method.title')} keywords={t('method.seoKeywords')} />
      <nav aria-label={t('method.onThisPage')} className="mt-8">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTIONS.map((id) => (
            <li key={id}>
              <Link
                to={{ pathname: paths.rankingsMethod, hash: id }}
                className="text-emerald-800 underline underline-offset-2"
              >
                {t(`method.sections.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 max-w-3xl space-y-10 text-slate-700">
        <Section id="npv">
          <p>
            <Trans t={t} i18nKey="methodPage.npv1" components={BOLD} />
          </p>
          <p>
            {t('methodPage.npv2', {
              rate: pct(ROI_DEFAULTS.discountRate),
              cents: Math.round(100 * (1 + ROI_DEFAULTS.discountRate) ** -10),
            })}
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.npv3"
              values={{
                horizon: DEFAULT_RANKING_HORIZON,
                others: RANKING_HORIZONS.filter((h) => h !== DEFAULT_RANKING_HORIZON).join(', '),
              }}
              components={BOLD}
            />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.npv4"
              values={{ years: ROI_DEFAULTS.seriesYears }}
              components={BOLD}
            />
          </p>
        </Section>

        <Section id="baseline">
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.baseline1"
              components={{
                years: (
                  <Link
                    to={{ pathname: paths.rankingsMethod, hash: 'years' }}
                    className="text-emerald-800 underline underline-offset-2"
                  />
                ),
              }}
            />
          </p>
          <p>{t('methodPage.baseline2')}</p>
        </Section>

        <Section id="costs">
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.costs1"
              values={{
                bachelors: T.bachelors,
                associate: T.associate,
                certificate: T.certificate,
              }}
              components={BOLD}
            />
          </p>
          <p>{t('methodPage.costs2')}</p>
        </Section>

        <Section id="earnings">
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.earnings1"
              values={{ bachelors: D.bachelors, other: D.associate }}
              components={BOLD}
            />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.earnings2"
              values={{ growth: pct(ROI_DEFAULTS.earlyGrowth) }}
              components={BOLD}
            />
          </p>
          <p>{t('methodPage.earnings3')}</p>
          <p>{cautionsMethod(t)}</p>
        </Section>

        <Section id="dollars">
          <p>
            <Trans
              t={t}
              i18nKey="methodPage.dollars1"
              values={{ price: formatMoney(6040), earnings: formatMoney(157720) }}
              components={BOLD}
            />
          </p>
          <p>{t('methodPage.dollars2')}</p>
        </Section>

        <Section id="years">
          <DataYearsMethod />
        </Section>

        <Section id="majors">
          <MajorsMethod />
        </Section>

        <Section id="personal">
          {personalViewMethod(language).map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </Section>

        <Section id="loans">
          <LoanRulesMethod />
        </Section>

        <Section id="missing">
          <p>{t('method.missing')}</p>
        </Section>

        <Section id="limits">
          <DataLimits />
        </Section>

        <Section id="choices">
          <JudgmentCalls />
        </Section>
      </div>
    </PageContainer>
  );
}

function Section({ id, children }: { id: (typeof SECTIONS)[number]; children: ReactNode }) {
  const { t } = useRankingsTexts();
  const title = t(`method.sections.${id}`);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-3">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
