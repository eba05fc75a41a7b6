interface SpinnerProps {
  size?: 'sm' | 'lg';
  /** When set, the spinner is announced; otherwise it is decoration beside visible text. */
  label?: string;
}

export function Spinner({ size = 'sm', label }: SpinnerProps) {
  const dimension = size === 'sm' ? 'h-4 w-4 border-2' : 'h-10 w-10 border-4';
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`inline-block animate-spin rounded-full border-current border-r-transparent ${dimension}`}
    />
  );
}
