import { type ReactNode, useEffect } from 'react';
import { QueryError } from '@/components/query-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The message to show when the server gives none ("Failed to fetch data." and the like). */
  fallback: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
  /** Words for the loading status: "Loading users". */
  loadingLabel?: string;
}

/**
 * The loading, error, empty and loaded states of an admin read. While new data loads over
 * old (a new page, a reload after a change) the old stays, marked busy. A failed read shows the
 * server's message (or `fallback`) in an admin toast too, and in place with Try again.
 */
export function QueryState<T>({
  query,
  fallback,
  isEmpty,
  empty,
  children,
  loadingLabel = 'Loading',
}: QueryStateProps<T>) {
  const { error } = query;
  useEffect(() => {
    if (error) toast.admin.apiError(error, fallback);
  }, [error, fallback]);
  if (query.isLoading) {
    return (
      <div className="flex justify-center py-10 text-emerald-700">
        <Spinner size="lg" label={loadingLabel} />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <QueryError error={query.error} fallback={fallback} onRetry={() => query.refetch()} />;
  }
  return (
    <div aria-busy={query.isFetching || undefined}>
      {isEmpty(query.data) ? (
        <p className="rounded-xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">{empty}</p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
