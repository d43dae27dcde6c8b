// SMS codes as a second factor: a phone confirmed with the code sent to it, then every login can
// ask for a code by SMS; turned off with a code sent to the phone. (The embedded exchange's
// outbox stands for the phone network.)
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import type { SecurityStoreInstance } from '../../models/account/security';
import { FormOutcome } from '../../ui/FormOutcome';
import { useFormRun } from '../../ui/use-form-run';
import { CodeField } from './CodeField';

export const SmsSection = observer(function SmsSection({
  security,
  on,
  onChange,
}: {
  security: SecurityStoreInstance;
  on: boolean;
  onChange(on: boolean): void;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, done, error, run } = useFormRun();
  const send = () =>
    run(async () => {
      await (on ? security.smsSend() : security.smsEnable(phone));
      setSent(true);
    }, t('security.smsSent'));
  const confirm = () =>
    run(
      async () => {
        await (on ? security.smsDisable(code) : security.smsConfirm(code));
        setCode('');
        setSent(false);
        onChange(!on);
      },
      t(on ? 'security.smsOff' : 'security.smsOn'),
    );
  return (
    <section className="sc-section" aria-label={t('security.sms')}>
      <h2>{t('security.sms')}</h2>
      <p className="dim sc-note">{t(on ? 'security.smsIsOn' : 'security.smsIntro')}</p>
      <form
        className="sc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void (sent ? confirm() : send());
        }}
      >
        {!on && (
          <label className="ui-form">
            <span className="ui-label">{t('security.phone')}</span>
            <input
              className="ui-input"
              type="tel"
              autoComplete="tel"
              placeholder="+447700900123"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
        )}
        {sent && <CodeField value={code} onChange={setCode} />}
        <div className="sc-actions">
          <button type="button" className="ui-button" disabled={busy || (!on && phone.trim() === '')} onClick={() => void send()}>
            {t('security.smsSend')}
          </button>
          {sent && (
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || code.length < 6}>
              {t(on ? 'security.smsTurnOff' : 'security.confirm')}
            </button>
          )}
        </div>
      </form>
      <FormOutcome done={done} error={error} />
    </section>
  );
});
