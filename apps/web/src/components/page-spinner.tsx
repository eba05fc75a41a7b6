import { Spinner } from './ui/spinner';

/** Shown while a lazily loaded page arrives. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-emerald-700">
      <Spinner size="lg" label="Loading" />
    </div>
  );
}
