import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { MESSAGES } from '@degreeworth/core';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { useTranslateMessage } from '@/lib/i18n/translate-message';
import { paths } from '@/lib/paths';

/**
 * The router's error element, showing "Unexpected Application Error!". Used at the root and
 * inside the shared layout, so a broken page keeps the navigation bar; hence a div, not a main.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  useEffect(() => {
    // Shown to people without details; the details go to the console for whoever debugs it.
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Seo title={t('routeError.title')} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{translate(MESSAGES.routerError)}</h1>
      <p className="mt-4 text-slate-700">{t('routeError.text')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Link to={paths.home} className="px-4 py-2 font-semibold text-emerald-800 underline">
          {t('routeError.home')}
        </Link>
      </div>
    </div>
  );
}
