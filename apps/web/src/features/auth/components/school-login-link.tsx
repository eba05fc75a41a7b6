import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/lib/hooks';
import { modalClosed } from '@/lib/ui-slice';
import { useAuthTexts } from '../auth-texts';

/**
 * "Counselor or school admin? School login": counselors and school admins have their own sign-in
 * (/institute/admin, no shared layout), so the modal closes on the way there.
 */
export function SchoolLoginLink() {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  return (
    <p className="mt-4 text-center text-sm text-slate-600">
      {t('schoolLoginPrompt')}{' '}
      <Link
        to={paths.institute.login}
        onClick={() => dispatch(modalClosed())}
        className="font-semibold text-emerald-800 underline"
      >
        {t('schoolLogin')}
      </Link>
    </p>
  );
}
