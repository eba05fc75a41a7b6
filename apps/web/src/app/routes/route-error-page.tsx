import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { MESSAGES } from '@degreeworth/core';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * The router's error element, showing "Unexpected Application Error!". Used at the root and
 * inside the shared layout, so a broken page keeps the navigation bar; hence a div, not a main.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    // Shown to people without details; the details go to the console for whoever debugs it.
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <Seo title="Error" noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{MESSAGES.routerError}</h1>
      <p className="mt-4 text-slate-700">
        Something went wrong while showing this page. Reload it, or go back to the home page.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to={paths.home} className="px-4 py-2 font-semibold text-emerald-800 underline">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
