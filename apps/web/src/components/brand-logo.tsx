import { Link } from 'react-router';
import { PRODUCT_NAME } from '@degreeworth/core';

interface BrandLogoProps {
  tone?: 'dark' | 'light';
}

/** The product mark and name, linking home. */
export function BrandLogo({ tone = 'dark' }: BrandLogoProps) {
  const text = tone === 'dark' ? 'text-slate-900' : 'text-white';
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-xl font-bold ${text}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#047857" />
        <path d="M9 22V10h5.5a6 6 0 0 1 0 12H9z" fill="none" stroke="#fff" strokeWidth="3" />
      </svg>
      {PRODUCT_NAME}
    </Link>
  );
}
