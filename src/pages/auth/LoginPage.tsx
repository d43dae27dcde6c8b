// /login: e-mail and password (with the local captcha after failed attempts), then the second
// factor when the account has one; back from the single-sign-on provider (?code=…) it logs in
// with the code. Once signed in it continues to the login return-to path.
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/auth-context';
import { useStore } from '../../app/store-context';
import { mergeBrowserNotices } from '../../app/ui-memory';
import type { SecondFactorDue } from '../../models/session';
import { AuthPanel } from './AuthPanel';
import { CheckEmail } from './CheckEmail';
import { KeyLoginForm } from './KeyLoginForm';
import { LoginForm } from './LoginForm';
import { SecondFactorForm } from './SecondFactorForm';
import { SsoStep } from './SsoStep';
import { t } from '../../i18n';

type Step =
  | { kind: 'credentials' }
  | { kind: 'secondFactor'; due: SecondFactorDue }
  | { kind: 'sso'; code: string }
  | { kind: 'apiKey' }
  | { kind: 'checkEmail'; email: string };

export default observer(function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const [step, setStep] = useState<Step>(code ? { kind: 'sso', code } : { kind: 'credentials' });

  // The provider's code is for this page only: keep it out of the address bar and history.
  useEffect(() => {
    if (code) setParams({}, { replace: true });
  }, [code, setParams]);

  const store = useStore();
  useEffect(() => {
    if (!auth.signedIn) return;
    // The notices dismissed signed out join the account's (market-side §3 "UI settings").
    mergeBrowserNotices(store).catch((err: unknown) => console.error('notices not kept', err));
    void navigate(auth.takeReturnTo(), { replace: true });
  }, [auth, auth.signedIn, navigate, store]);

  const back = () => setStep({ kind: 'credentials' });
  const title =
    step.kind === 'secondFactor'
      ? t('auth.twoFactor.title')
      : step.kind === 'sso'
        ? t('auth.sso.title')
        : step.kind === 'checkEmail'
          ? t('auth.checkEmail.title')
          : step.kind === 'apiKey'
            ? t('auth.key.title')
            : t('auth.login.title');

  return (
    <AuthPanel title={title}>
      {step.kind === 'credentials' ? (
        <LoginForm onSecondFactor={(due) => setStep({ kind: 'secondFactor', due })} onApiKey={() => setStep({ kind: 'apiKey' })} />
      ) : null}
      {step.kind === 'apiKey' ? <KeyLoginForm onBack={back} /> : null}
      {step.kind === 'secondFactor' ? <SecondFactorForm due={step.due} onBack={back} /> : null}
      {step.kind === 'sso' ? (
        <SsoStep
          code={step.code}
          onBack={back}
          onSecondFactor={(due) => setStep({ kind: 'secondFactor', due })}
          onSignedUp={(email) => setStep({ kind: 'checkEmail', email })}
        />
      ) : null}
      {step.kind === 'checkEmail' ? <CheckEmail email={step.email} /> : null}
    </AuthPanel>
  );
});
