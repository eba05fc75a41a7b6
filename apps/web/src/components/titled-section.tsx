import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: string;
  /** The section's own box (margins, ring); the heading's look is shared. */
  className?: string;
  children: ReactNode;
}

/** A page section named by its h2 (aria-labelledby), so assistive tech lists it as a region. */
export function TitledSection({ title, className, children }: TitledSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
