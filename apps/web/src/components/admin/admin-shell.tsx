import { type ReactNode, useState } from 'react';
import { Seo } from '@/components/seo';

interface AdminShellProps {
  /** The browser tab's title (the page is never indexed). */
  seoTitle: string;
  /** The area's name atop the side bar. */
  brand: ReactNode;
  /** The side bar below the brand (navigation, who is signed in, Log out); behind Menu on phones. */
  menu: ReactNode;
  /** The screen's h1. */
  title: string;
  /** A line beside the title (an action button). */
  actions?: ReactNode;
  children?: ReactNode;
}

const MAIN_ID = 'admin-main';

/**
 * The layout of the admin areas (/crm/*, /{institute}/admin/*): a side bar (a top bar with a Menu
 * button on phones), a skip link to the content, and the screen's h1 and content.
 */
export function AdminShell({ seoTitle, brand, menu, title, actions, children }: AdminShellProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <Seo title={seoTitle} noIndex />
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        onClick={(event) => {
          // Hash routing: a plain #anchor would change the route, so focus moves by hand.
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        Skip to content
      </a>
      <header className="bg-slate-900 p-4 text-slate-200 lg:min-h-screen lg:w-60 lg:flex-none">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0 font-bold text-white">{brand}</div>
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls="admin-menu"
            onClick={() => setIsOpen((open) => !open)}
            className="rounded px-3 py-1.5 text-sm ring-1 ring-slate-600 hover:bg-slate-800 lg:hidden"
          >
            Menu
          </button>
        </div>
        <div id="admin-menu" className={`${isOpen ? 'block' : 'hidden'} mt-4 space-y-4 lg:block`}>
          {menu}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6 lg:p-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
          {actions}
        </div>
        <div className="mt-6 space-y-6">{children}</div>
      </main>
    </div>
  );
}
