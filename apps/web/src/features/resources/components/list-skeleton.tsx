import { useResourcesTexts } from '../resources-texts';

/** Placeholder cards while a page of articles loads; announced once as "Loading articles…". */
export function ListSkeleton({ cards = 6 }: { cards?: number }) {
  const { t } = useResourcesTexts();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loadingList')}
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
            <div className="aspect-[16/9] bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-1/3 rounded bg-slate-200" />
              <div className="h-5 w-4/5 rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-100" />
              <div className="h-4 w-2/3 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
