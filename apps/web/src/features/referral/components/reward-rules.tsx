import { Link } from 'react-router';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/lib/paths';
import { useReferralTexts } from '../referral-texts';

/** The rule (decision 016): 20% of each referred purchase, paid out on request through /contact. */
export function RewardRules() {
  const { t } = useReferralTexts();
  return (
    <TitledSection title={t('ruleTitle')} className="rounded-2xl bg-slate-50 p-6">
      <div className="max-w-3xl space-y-3 text-slate-700">
        <p>{t('rule')}</p>
        <p>
          {t('payout')}{' '}
          <Link
            to={paths.contact}
            className="font-semibold text-emerald-800 underline underline-offset-4"
          >
            {t('payoutLink')}
          </Link>
          .
        </p>
      </div>
    </TitledSection>
  );
}
