import { NavLink } from 'react-router';
import type { NavItem } from './nav-items';

interface NavLinkListProps {
  items: NavItem[];
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

export function NavLinkList({ items, layout, onNavigate }: NavLinkListProps) {
  const list = layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1';
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium ${
                isActive ? 'text-emerald-800' : 'text-slate-700 hover:text-slate-900'
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
