import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismiss } from '@/lib/use-dismiss';
import type { User } from '@/lib/user';
import { paths } from '../../paths';
import { useLogout } from './use-logout';
import { UserAvatar } from '@/components/user-avatar';

const itemClass = 'block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';

/** Avatar button with Profile and Logout (spec §2); a disclosure, closed by outside click or Escape. */
export function UserMenu({ user }: { user: User | null }) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const logout = useLogout();
  const close = () => setIsOpen(false);
  useDismiss(containerRef, isOpen, close, buttonRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="rounded-full"
      >
        <UserAvatar key={user?.image ?? ''} user={user} />
      </button>
      {isOpen && (
        <ul
          id={listId}
          className="absolute right-0 mt-2 w-44 rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <li>
            <Link to={paths.profile} onClick={close} className={itemClass}>
              Profile
            </Link>
          </li>
          <li>
            <button type="button" onClick={logout} className={itemClass}>
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
