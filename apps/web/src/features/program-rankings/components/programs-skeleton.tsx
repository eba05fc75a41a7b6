import { useProgramTexts } from '../program-texts';

/** Placeholder rows while the programs load; announced once as "Loading programs…". */
export function ProgramsSkeleton() {
  const { t } = useProgramTexts();
  return (
    <div className="rounded-xl border border-slate-200 p-3" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-3">
        <div className="h-5 w-2/3 rounded bg-slate-200" />
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="flex gap-3">
            <div className="h-4 w-8 rounded bg-slate-200" />
            <div className="h-4 flex-1 rounded bg-slate-100" />
            <div className="h-4 w-20 rounded bg-slate-200" />
            <div className="h-4 w-24 rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
