import { formatCents, type ReferralResponse } from '@degreeworth/core';
import { useReferralTexts } from '../referral-texts';

interface StatProps {
  label: string;
  value: string;
  note?: string;
}

function Stat({ label, value, note }: StatProps) {
  return (
    <div className="rounded-2xl p-5 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{value}</dd>
      {note && <dd className="mt-1 text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

/** What the link brought: sign-ups, buyers and the rewards that stand (reversed ones noted). */
export function ReferralStats({ data }: { data: ReferralResponse }) {
  const { reversed_cents: reversed } = data.rewards;
  const { t } = useReferralTexts();
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Stat label={t('signedUp')} value={String(data.signed_up)} />
      <Stat label={t('bought')} value={String(data.bought)} />
      <Stat
        label={t('earned')}
        value={formatCents(data.rewards.earned_cents)}
        note={reversed > 0 ? t('reversed', { amount: formatCents(reversed) }) : undefined}
      />
    </dl>
  );
}
