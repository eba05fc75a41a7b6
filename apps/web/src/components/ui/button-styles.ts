export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:hover:bg-emerald-700',
  secondary: 'border border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50',
  /** What cannot be undone (deleting an account). */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:hover:bg-red-700',
  ghost: 'text-slate-700 hover:bg-slate-100',
  link: 'text-emerald-800 underline underline-offset-4 hover:text-emerald-900',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** One look for buttons and button-styled links. */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return variant === 'link'
    ? `${base} ${variants.link}`
    : `${base} ${variants[variant]} ${sizes[size]}`;
}
