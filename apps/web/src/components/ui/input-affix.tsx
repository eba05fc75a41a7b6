interface InputAffixProps {
  side: 'left' | 'right';
  children: string;
}

/** A unit sign drawn inside an input ($, %); decoration only, the label names the field. */
export function InputAffix({ side, children }: InputAffixProps) {
  const position = side === 'left' ? 'left-3' : 'right-3';
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 ${position} flex items-center text-slate-500`}
    >
      {children}
    </span>
  );
}
