import { NavLink } from 'react-router';

interface Section {
  to: string;
  label: string;
}

interface SectionLinksProps {
  sections: readonly Section[];
  /** A column from the lg breakpoint (a side bar) instead of a wrapping row. */
  isColumn?: boolean;
}

/** The section links of the admin areas (/crm, /{institute}/admin); the open one is highlighted. */
export function SectionLinks({ sections, isColumn = false }: SectionLinksProps) {
  return (
    <ul className={`flex flex-wrap gap-2${isColumn ? ' lg:flex-col lg:gap-1' : ''}`}>
      {sections.map((section) => (
        <li key={section.to}>
          <NavLink
            to={section.to}
            className={({ isActive }) =>
              `block rounded px-3 py-1.5 text-sm ${isActive ? 'bg-slate-700 text-white' : 'hover:bg-slate-800'}`
            }
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
