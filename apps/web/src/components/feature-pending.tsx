import type { ReactNode } from 'react';

/**
 * The honest note on screens whose feature a later release fills in: no sample data, no
 * pretend success, just what is coming.
 */
export function FeaturePending({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-slate-700">
      <p className="font-semibold text-slate-900">Being built</p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
