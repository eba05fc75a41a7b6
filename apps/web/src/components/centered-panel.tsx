import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';

interface CenteredPanelProps {
  title: string;
  children: ReactNode;
}

/** Full-screen card for screens without the shared layout (account and admin sign-in screens). */
export function CenteredPanel({ title, children }: CenteredPanelProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <BrandLogo />
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-3 text-slate-700">{children}</div>
      </div>
    </main>
  );
}
