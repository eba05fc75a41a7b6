import { useEffect, useRef, type ReactNode } from 'react';

interface StepHeadingProps {
  id: string;
  children: ReactNode;
}

/**
 * The visible heading of a pricing step. It takes focus when the step appears, so keyboard and
 * screen reader users land on the new step instead of on the control that just went away.
 */
export function StepHeading({ id, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h3 ref={ref} id={id} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
      {children}
    </h3>
  );
}
