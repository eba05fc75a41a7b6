import { useAuthTexts } from '../auth-texts';

/** The "or" between the form and the social sign-in button. */
export function OrDivider() {
  const { t } = useAuthTexts();
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-slate-500">
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      {t('or')}
      <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
