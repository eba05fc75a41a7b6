import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/lib/hooks';
import { modalClosed } from '@/lib/ui-slice';
import { useAuthTexts } from '../auth-texts';

/** "Forget Password?": goes to /forgot, which has no layout, so the modal closes. */
export function ForgotPasswordLink() {
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  return (
    <div className="text-right">
      <Link
        to={paths.forgot}
        onClick={() => dispatch(modalClosed())}
        className="text-sm font-semibold text-emerald-800 underline"
      >
        {t('forgotLink')}
      </Link>
    </div>
  );
}
