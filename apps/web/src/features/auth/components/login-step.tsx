import { Link } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { modalClosed } from '@/lib/ui-slice';

/** Placeholder for the login form: says plainly that sign-in is not available yet. */
export function LoginStep() {
  const dispatch = useAppDispatch();
  return (
    <div className="space-y-4 text-slate-700">
      <p className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
        Sign-in arrives with the accounts release and is not available yet.
      </p>
      <p>
        Meanwhile, the public pages work without an account. Schools and districts can{' '}
        <Link
          to={paths.contact}
          onClick={() => dispatch(modalClosed())}
          className="font-semibold text-emerald-800 underline"
        >
          contact us
        </Link>{' '}
        to get access ready.
      </p>
    </div>
  );
}
