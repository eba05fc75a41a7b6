import { REFERRAL_TEXT, type ReferralResponse } from '@degreeworth/core';
import { PageContainer } from '@/components/page-container';
import { QueryError, statusOf } from '@/components/query-error';
import { Seo } from '@/components/seo';
import { TitledSection } from '@/components/titled-section';
import { FormAlert } from '@/components/ui/form-alert';
import { apiErrorMessage } from '@/lib/toast';
import { useGetReferralQuery } from '../api/referral-api';
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
  const { data, error, isError, refetch } = useGetReferralQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  // An institute's student has no link (403): the rule does not apply to them either.
  const isRefused = !data && statusOf(error) === 403;
  return (
    <PageContainer title={REFERRAL_TEXT.title} intro={REFERRAL_TEXT.intro}>
      <Seo title={REFERRAL_TEXT.title} noIndex />
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
  return (
    <>
      <ReferralLinkField link={data.link} />
      <ReferralStats data={data} />
      <TitledSection title={REFERRAL_TEXT.ledgerTitle}>
        <RewardsTable entries={data.rewards.entries} />
      </TitledSection>
    </>
  );
}

/** 403 (an institute's student): the server's reason, nothing to retry. Else a retry. */
function ReferralFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (statusOf(error) === 403)
    return <FormAlert message={apiErrorMessage(error) ?? REFERRAL_TEXT.instituteStudent} />;
  return <QueryError error={error} fallback={REFERRAL_TEXT.loadFailed} onRetry={onRetry} />;
}
