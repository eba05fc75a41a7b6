import { useReferralTexts } from '../referral-texts';

/** Placeholders for the link, the three figures and the ledger; announced once. */
export function ReferralSkeleton() {
  const { t } = useReferralTexts();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-8">
        <div className="space-y-2">
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="h-10 w-full rounded-lg bg-slate-100" />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 rounded-2xl bg-slate-100" />
          ))}
        </div>
        <div className="space-y-3">
          <div className="h-6 w-32 rounded bg-slate-200" />
          <div className="h-4 w-full rounded bg-slate-100" />
          <div className="h-4 w-full rounded bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
