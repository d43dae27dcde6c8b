// The local captcha: the exchange's question (a small sum) and the answer field "Captcha".
import { useId } from 'react';
import type { CaptchaState } from './use-captcha';
import { t } from '../../i18n';

export function CaptchaField({ captcha, disabled }: { captcha: CaptchaState; disabled?: boolean }) {
  const id = useId();
  if (!captcha.required && !captcha.error) return null;
  return (
    <div className="au-field au-captcha">
      <label htmlFor={id}>{t('auth.captcha')}</label>
      <div className="au-captcha-row">
        <span className="au-captcha-question" id={`${id}-q`} data-testid="captcha-question">
          {captcha.challenge ? t('auth.captchaQuestion', { question: captcha.challenge.question }) : t('auth.captchaLoading')}
        </span>
        <button type="button" className="au-link-button" onClick={() => void captcha.refresh()} disabled={disabled}>
          {t('auth.captchaNew')}
        </button>
      </div>
      <input
        id={id}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${id}-q`}
        value={captcha.answer}
        onChange={(e) => captcha.setAnswer(e.target.value)}
        disabled={disabled || !captcha.challenge}
      />
      {captcha.error ? (
        <p className="au-error" role="alert">
          {captcha.error}
        </p>
      ) : null}
    </div>
  );
}
