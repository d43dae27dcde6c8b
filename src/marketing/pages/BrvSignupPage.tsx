// The Brazilian site's sign-up (/brv/sign-up; its page data exists only on the Brazilian site, so
// elsewhere it is the 404 page): full name, e-mail, CPF (check digits verified here and by the
// exchange), phone, password, the local captcha when the exchange asks for one, and the terms.
// It makes a real account with the country BR through the exchange's sign-up call, then shows
// /brv/sign-up-submitted (confirm the e-mail). Reaching it sends the analytics lead, with consent.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { t, currentLocale } from '../../i18n';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { PHONE_PATTERN } from '../../protocol/calls/account-bodies';
import { cpfValid, formatCpf } from '../../protocol/account/cpf';
import { REF_CODE_PATTERN, REF_CODE_STORAGE_KEY } from '../../protocol/programmes/affiliates';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useSite } from '../site-context';
import { navigateInPlace } from '../navigation';
import { useLead } from '../parts/lead';
import { useTitle } from './ErrorPages';

/** Where the submitted page finds the address the confirmation went to (this tab only). */
export const BRV_EMAIL_KEY = 'tradedesk:brv-sign-up-email';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN = 8;

interface Captcha {
  id: string;
  question: string;
}

function stored(key: string, storage: () => Storage): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export default function BrvSignupPage({ route }: PageProps) {
  useTitle(t('mk.brv.title'));
  return (
    <article className="mk-article">
      <WithPageData route={route}>{() => <SignupForm path={route.path} />}</WithPageData>
    </article>
  );
}

type Field = 'fullName' | 'email' | 'cpf' | 'phone' | 'password' | 'captcha' | 'terms';

/** The first field the form would refuse, with its message key. */
function problemOf(v: Record<Exclude<Field, 'terms'>, string> & { terms: boolean }, captcha: Captcha | null) {
  if (v.fullName.trim().length < 2) return ['fullName', 'mk.brv.err.name'] as const;
  if (!EMAIL_RE.test(v.email.trim())) return ['email', 'mk.brv.err.email'] as const;
  if (!cpfValid(v.cpf)) return ['cpf', 'mk.brv.err.cpf'] as const;
  if (!PHONE_PATTERN.test(v.phone.trim())) return ['phone', 'mk.brv.err.phone'] as const;
  if (v.password.length < PASSWORD_MIN) return ['password', 'mk.brv.err.password'] as const;
  if (captcha && v.captcha.trim() === '') return ['captcha', 'mk.brv.err.captcha'] as const;
  if (!v.terms) return ['terms', 'mk.brv.err.terms'] as const;
  return undefined;
}

function SignupForm({ path }: { path: string }) {
  const { exchange } = useSite();
  useLead('brv-sign-up', path);
  const id = useId();
  const [values, setValues] = useState({ fullName: '', email: '', cpf: '', phone: '', password: '', captcha: '', terms: false });
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<{ field?: Field; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  // The exchange says whether a sign-up needs its captcha; a question is spent by each try.
  useEffect(() => {
    let live = true;
    exchange
      .call(ACCOUNT_CALLS.captchaRequired, { method: 'signup' })
      .then(async (need) => {
        if (!Array.isArray(need) || need[0] !== 1) return null;
        const c = await exchange.call(ACCOUNT_CALLS.captchaChallenge);
        return Array.isArray(c) && typeof c[0] === 'string' && typeof c[1] === 'string' ? { id: c[0], question: c[1] } : null;
      })
      .then(
        (c) => live && setCaptcha(c),
        (err: unknown) => live && setError({ text: t('mk.brv.failed', { message: err instanceof Error ? err.message : String(err) }) }),
      );
    return () => {
      live = false;
    };
  }, [exchange, round]);

  const set = (field: Exclude<Field, 'terms'>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: field === 'cpf' ? formatCpf(e.target.value) : e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = problemOf(values, captcha);
    if (problem) return setError({ field: problem[0], text: t(problem[1]) });
    setError(null);
    setBusy(true);
    const refCode = stored(REF_CODE_STORAGE_KEY, () => window.localStorage) ?? '';
    const email = values.email.trim();
    exchange
      .call(ACCOUNT_CALLS.signup, {
        email,
        password: values.password,
        fullName: values.fullName.trim(),
        cpf: values.cpf,
        phone: values.phone.trim(),
        country: 'BR',
        locale: currentLocale(),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ...(REF_CODE_PATTERN.test(refCode) ? { refCode } : {}),
        ...(captcha ? { captchaToken: `${captcha.id}:${values.captcha.trim()}`, captchaProvider: 'local' } : {}),
      })
      .then(
        () => {
          try {
            window.sessionStorage.setItem(BRV_EMAIL_KEY, email);
          } catch {
            // No storage: the next page speaks of "your address".
          }
          navigateInPlace('/brv/sign-up-submitted');
        },
        (err: unknown) => {
          setBusy(false);
          setValues((v) => ({ ...v, captcha: '' }));
          setRound((r) => r + 1);
          setError({ text: t('mk.brv.failed', { message: err instanceof Error ? err.message : String(err) }) });
        },
      );
  };

  const field = (name: Exclude<Field, 'terms' | 'captcha'>, type: string, autoComplete: string, extra: Record<string, string> = {}) => (
    <label className="mk-field" htmlFor={`${id}-${name}`}>
      <span>{t(`mk.brv.${name}`)}</span>
      <input
        id={`${id}-${name}`}
        className="ui-input"
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        aria-invalid={error?.field === name || undefined}
        disabled={busy}
        {...extra}
      />
    </label>
  );

  return (
    <>
      <h1>{t('mk.brv.title')}</h1>
      <p className="mk-lead">{t('mk.brv.lead')}</p>
      <form className="mk-form" onSubmit={submit} noValidate>
        {field('fullName', 'text', 'name')}
        {field('email', 'email', 'email')}
        {field('cpf', 'text', 'off', { inputMode: 'numeric', placeholder: '000.000.000-00' })}
        {field('phone', 'tel', 'tel', { placeholder: '+55 11 91234-5678' })}
        {field('password', 'password', 'new-password')}
        {captcha && (
          <label className="mk-field" htmlFor={`${id}-captcha`}>
            <span>{t('mk.brv.captcha', { question: captcha.question })}</span>
            <input
              id={`${id}-captcha`}
              className="ui-input"
              inputMode="numeric"
              autoComplete="off"
              value={values.captcha}
              onChange={set('captcha')}
              aria-invalid={error?.field === 'captcha' || undefined}
              disabled={busy}
            />
          </label>
        )}
        <label className="mk-check">
          <input
            type="checkbox"
            checked={values.terms}
            onChange={(e) => setValues((v) => ({ ...v, terms: e.target.checked }))}
            aria-invalid={error?.field === 'terms' || undefined}
            disabled={busy}
          />
          <span>
            {t('mk.brv.terms')} <a href="/legal/terms">{t('mk.footer.terms')}</a>
          </span>
        </label>
        {error && (
          <p role="alert" className="mk-down">
            {error.text}
          </p>
        )}
        <button type="submit" className="ui-button ui-button-primary mk-big" disabled={busy}>
          {t('mk.brv.submit')}
        </button>
      </form>
      <p className="mk-dim">
        {t('mk.brv.haveAccount')} <a href="/login">{t('nav.login')}</a>
      </p>
    </>
  );
}
