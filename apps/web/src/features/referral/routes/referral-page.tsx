import { REFERRAL_TEXT, type ReferralResponse } from '@degreeworth/core';
import { PageContainer } from '@/components/page-container';
import { QueryError, statusOf } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { TitledSection } from '@/components/titled-section';
import { FormAlert } from '@/components/ui/form-alert';
import { apiErrorMessage } from '@/lib/toast';
import { useGetReferralQuery } from '../api/referral-api';
import { useReferralTexts } from '../referral-texts';
import { ReferralLinkField } from '../components/referral-link-field';
import { ReferralSkeleton } from '../components/referral-skeleton';
import { ReferralStats } from '../components/referral-stats';
import { RewardRules } from '../components/reward-rules';
import { RewardsTable } from '../components/rewards-table';

/**
 * /referral: Refer and Earn (signed-in only; in the navbar only when institute_status is the
 * string "false"). The link to share, what it brought, the rewards ledger and the rule.
 */
export function ReferralPage() {
  // Fresh figures on every visit: a sign-up or a purchase may have happened meanwhile.
  const { t } = useReferralTexts();
  const { data, error, isError, refetch } = useGetReferralQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // An institute's student has no link (403): the rule does not apply to them either.
  const isRefused = !data && statusOf(error) === 403;
  return (
    <PageContainer title={t('title')} intro={t('intro')}>
      <Seo title={t('title')} noIndex />
      <div className="mt-8 space-y-10">
        {data ? (
          <ReferralOverview data={data} />
        ) : isError ? (
          <ReferralFailure error={error} onRetry={() => void refetch()} />
        ) : (
          <ReferralSkeleton />
        )}
        {!isRefused && <RewardRules />}
      </div>
    </PageContainer>
  );
}

function ReferralOverview({ data }: { data: ReferralResponse }) {
  const { t } = useReferralTexts();
  return (
    <>
      <ReferralLinkField link={data.link} />
      <ReferralStats data={data} />
      <TitledSection title={t('ledgerTitle')}>
        <RewardsTable entries={data.rewards.entries} />
      </TitledSection>
    </>
  );
}

/** 403 (an institute's student): the server's reason, nothing to retry. Else a retry. */
function ReferralFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useReferralTexts();
  if (statusOf(error) === 403) {
    // The API's refusal is core's English text: shown in the page's language.
    const message = apiErrorMessage(error);
    const known = !message || message === REFERRAL_TEXT.instituteStudent;
    return <FormAlert message={known ? t('instituteStudent') : message} />;
  }
  return <QueryError error={error} fallback={t('loadFailed')} onRetry={onRetry} />;
}
