import type { ReactNode } from 'react';

interface PageContainerProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** Common frame of a content page inside the shared layout: one h1, an intro, the body. */
export function PageContainer({ title, intro, children }: PageContainerProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</div>}
      {children}
    </div>
  );
}
