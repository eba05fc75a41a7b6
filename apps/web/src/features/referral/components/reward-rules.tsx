import { Link } from 'react-router';
import { REFERRAL_TEXT } from '@degreeworth/core';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/lib/paths';

/** The rule (decision 016): 20% of each referred purchase, paid out on request through /contact. */
export function RewardRules() {
  return (
    <TitledSection title={REFERRAL_TEXT.ruleTitle} className="rounded-2xl bg-slate-50 p-6">
      <div className="max-w-3xl space-y-3 text-slate-700">
        <p>{REFERRAL_TEXT.rule}</p>
        <p>
          {REFERRAL_TEXT.payout}{' '}
          <Link
            to={paths.contact}
            className="font-semibold text-emerald-800 underline underline-offset-4"
          >
            {REFERRAL_TEXT.payoutLink}
          </Link>
          .
        </p>
      </div>
    </TitledSection>
  );
}
