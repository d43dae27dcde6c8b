// "or": the way in through the local single sign-on, under a login or sign-up form.
import { useAuth } from '../../app/auth/auth-context';
import { SSO_CALLBACK_ROUTE } from '../../app/auth/route-paths';
import { t } from '../../i18n';

export function SsoChoice({ label }: { label: string }) {
  const auth = useAuth();
  return (
    <>
      <div className="au-divider">
        <span>{t('auth.or')}</span>
      </div>
      <a className="au-button au-button-secondary" href={auth.ssoAuthorizeUrl(SSO_CALLBACK_ROUTE)}>
        {label}
      </a>
    </>
  );
}
