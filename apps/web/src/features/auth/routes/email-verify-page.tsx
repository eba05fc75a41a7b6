import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { authModalOpened } from '@/lib/ui-slice';
import { Trans } from '@/lib/i18n';
import { useAuthTexts } from '../auth-texts';
import { AuthScreen } from '../components/auth-screen';
import { useVerifyEmailLink } from '../hooks/use-verify-email-link';

/**
 * /emailverify/{email}/{token}: the link mailed at signup, checked once; on success the user
 * goes home signed in, on failure the page says how to get a new link.
 */
export function EmailVerifyPage() {
  const { email = '', token = '' } = useParams();
  const dispatch = useAppDispatch();
  const { t } = useAuthTexts();
  const error = useVerifyEmailLink(email, token);

  return (
    <AuthScreen title={t('emailVerifyTitle')}>
      <p>
        <Trans
          t={t}
          i18nKey="emailVerifyAddress"
          values={{ email }}
          components={{ strong: <strong className="break-all" /> }}
        />
      </p>
      <div className="mt-4">
        {error ? (
          <div className="space-y-3">
            <FormAlert message={error} />
            <p className="text-sm">
              {t('emailVerifyFailed')}{' '}
              <Link
                to={paths.homeNoModal}
                onClick={() => dispatch(authModalOpened('login'))}
                className="font-semibold text-emerald-800 underline"
              >
                {t('logIn')}
              </Link>
            </p>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-slate-700" role="status">
            <Spinner size="sm" /> {t('emailVerifyChecking')}
          </p>
        )}
      </div>
    </AuthScreen>
  );
}
