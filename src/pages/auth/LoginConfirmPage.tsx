// /login-confirm?token=…: the link of the mail sent when a login was refused from a new address
// (lock_on_new_ip). It asks the exchange to allow that address — the one the refused login came
// from, not necessarily this browser's — then says so and links to the login page. A token the
// exchange refuses (wrong, used, expired) goes on to /invalid-token, in place of this page; a
// failure of the call itself (the network) stays here with a retry.
import './messages';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getEnv } from 'mobx-state-tree';
import { useStore } from '../../app/store-context';
import { confirmLoginAddress } from '../../models/login-confirm';
import type { StoreEnv } from '../../models/env';
import { INVALID_TOKEN_ROUTE, LOGIN_ROUTE } from '../../app/auth/route-paths';
import { AuthPanel, FormError, Notice } from './AuthPanel';
import { t } from '../../i18n';
import { errorText } from './text';

/** One call per token: React may mount the page twice, and a token is good once. */
const calls = new Map<string, Promise<string>>();

type State = { kind: 'working' } | { kind: 'ok'; ip: string } | { kind: 'failed'; error: string };

export default function LoginConfirmPage() {
  const store = useStore();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return void navigate(INVALID_TOKEN_ROUTE, { replace: true });
    let live = true;
    let call = calls.get(token);
    if (!call) calls.set(token, (call = confirmLoginAddress(getEnv<StoreEnv>(store).rest, token)));
    call.then(
      (ip) => live && setState({ kind: 'ok', ip }),
      (err: unknown) => {
        calls.delete(token);
        if (!live) return;
        const error = errorText(err);
        // The exchange's refusal of the token itself ("token: invalid or expired").
        if (/^token:/.test(error)) void navigate(INVALID_TOKEN_ROUTE, { replace: true });
        else setState({ kind: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [store, navigate, token, attempt]);

  return (
    <AuthPanel title={t('auth.loginConfirm.title')}>
      <div className="au-form">
        {state.kind === 'working' ? (
          <p className="au-text" role="status">
            <span className="au-spinner" aria-hidden="true" />
            {t('auth.loginConfirm.working')}
          </p>
        ) : state.kind === 'ok' ? (
          <Notice tone="ok" text={t('auth.loginConfirm.ok', { ip: state.ip })} />
        ) : (
          <>
            <FormError text={state.error} />
            <button
              type="button"
              className="au-button au-button-secondary"
              onClick={() => {
                setState({ kind: 'working' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('auth.loginConfirm.retry')}
            </button>
          </>
        )}
        <Link className="au-button au-button-primary" to={LOGIN_ROUTE}>
          {t('auth.confirm.logIn')}
        </Link>
      </div>
    </AuthPanel>
  );
}
