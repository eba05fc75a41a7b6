import { formatCents, formatDate, type ReferralRewardEntry } from '@degreeworth/core';
import { useLanguage } from '@/lib/i18n/language';
import { useReferralTexts } from '../referral-texts';

const STATUS_STYLES = {
  earned: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  reversed: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/** The rewards ledger, newest first; an empty ledger says how a reward is earned. */
export function RewardsTable({ entries }: { entries: ReferralRewardEntry[] }) {
  const { t } = useReferralTexts();
  const language = useLanguage();
  if (entries.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-4 text-slate-700">{t('ledgerEmpty')}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('columns.date')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('columns.referred')}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {t('columns.amount')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-2 whitespace-nowrap">
                {formatDate(entry.created_at, language)}
              </td>
              <td className="px-4 py-2">{entry.referred}</td>
              <td
                className={`px-4 py-2 text-right tabular-nums ${entry.status === 'reversed' ? 'line-through' : ''}`}
              >
                {formatCents(entry.amount_cents)}
              </td>
              <td className="px-4 py-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLES[entry.status]}`}
                >
                  {t(`status.${entry.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
