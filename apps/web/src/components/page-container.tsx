import type { ReactNode } from 'react';

interface PageContainerProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** The language of the page's own texts, when they may differ from the site's. */
  lang?: string;
}

/** Common frame of a content page inside the shared layout: one h1, an intro, the body. */
export function PageContainer({ title, intro, children, lang }: PageContainerProps) {
  return (
    <div lang={lang} className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <div className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</div>}
      {children}
    </div>
  );
}
