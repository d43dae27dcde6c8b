// The authenticator app (TOTP): turned on by scanning a QR code of its otpauth:// URI (drawn by
// the `qrcode` library) or typing the secret, then confirming with a code; turned off with a code.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { t } from '../../i18n';
import type { SecurityStoreInstance } from '../../models/account/security';
import { CopyField } from '../../ui/CopyField';
import { FormOutcome } from '../../ui/FormOutcome';
import { CodeField } from './CodeField';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function OtpSection({ security, on, onChange }: { security: SecurityStoreInstance; on: boolean; onChange(on: boolean): void }) {
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [drawn, setDrawn] = useState<{ uri: string; url: string } | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (pending) void QRCode.toDataURL(pending.uri, { margin: 1, width: 176 }).then((url) => live && setDrawn({ uri: pending.uri, url }));
    return () => {
      live = false;
    };
  }, [pending]);
  const qr = pending && drawn?.uri === pending.uri ? drawn.url : null;

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await fn();
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };
  const codeField = <CodeField value={code} onChange={setCode} />;

  return (
    <section className="sc-section" aria-label={t('security.tfa')}>
      <h2>{t('security.tfa')}</h2>
      <p className="dim sc-note">{on ? t('security.tfaOn') : t('security.tfaOff')}</p>
      {!on && !pending && (
        <button
          type="button"
          className="ui-button ui-button-primary"
          disabled={busy}
          onClick={() => void run(async () => setPending(await security.beginOtp()))}
        >
          {t('security.enableOtp')}
        </button>
      )}
      {!on && pending && (
        <form
          className="sc-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await security.confirmOtp(code);
              setPending(null);
              setCode('');
              setDone(t('security.enabled'));
              onChange(true);
            });
          }}
        >
          <p className="sc-note">{t('security.scan')}</p>
          {qr ? <img src={qr} alt={t('security.qr')} width={176} height={176} className="sc-qr" /> : <div className="sc-qr" />}
          <CopyField label={t('security.secret')} value={pending.secret} />
          {codeField}
          <div className="sc-actions">
            <button type="submit" className="ui-button ui-button-primary" disabled={busy || code.length < 6}>
              {t('security.confirm')}
            </button>
            <button type="button" className="ui-button" onClick={() => setPending(null)}>
              {t('security.cancel')}
            </button>
          </div>
        </form>
      )}
      {on && (
        <form
          className="sc-form"
          aria-label={t('security.disableOtp')}
          onSubmit={(e) => {
            e.preventDefault();
            void run(async () => {
              await security.disableOtp(code);
              setCode('');
              setDone(t('security.disabled'));
              onChange(false);
            });
          }}
        >
          <p className="dim sc-note">{t('security.disableHint')}</p>
          {codeField}
          <button type="submit" className="ui-button" disabled={busy || code.length < 6}>
            {t('security.disable')}
          </button>
        </form>
      )}
      <FormOutcome done={done} error={error} />
    </section>
  );
}
