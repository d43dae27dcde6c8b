// A key just made, shown once: the key and its secret to copy, both in a QR code for an app that
// scans them (drawn by the `qrcode` library), and a call signed with the key to see it work.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { CopyField } from '../../ui/CopyField';
import type { NewKey } from '../../models/account/api-keys';

export function NewKeyModal({
  created,
  verify,
  onClose,
}: {
  created: NewKey;
  verify(k: NewKey): Promise<Record<string, 'r' | 'rw'>>;
  onClose(): void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(JSON.stringify({ key: created.apiKey, secret: created.apiSecret }), { margin: 1, width: 176 }).then(
      (url) => live && setQr(url),
    );
    return () => {
      live = false;
    };
  }, [created]);
  return (
    <Modal title={created.label} onClose={onClose} className="ak-modal">
      <div className="ak-new">
        <p className="ak-warn">{t('api.shownOnce')}</p>
        <CopyField label={t('api.key')} value={created.apiKey} />
        <CopyField label={t('api.secret')} value={created.apiSecret} />
        {qr && <img src={qr} alt={t('api.qr')} width={176} height={176} className="ak-qr" />}
        <p className="dim">{t('api.qrHint')}</p>
        {checked && (
          <p className={checked.ok ? 'ak-ok' : 'ui-field-error'} role="status">
            {checked.text}
          </p>
        )}
        <div className="ak-actions">
          <button
            type="button"
            className="ui-button"
            onClick={() =>
              verify(created)
                .then((granted) =>
                  setChecked({
                    ok: true,
                    text: t('api.verified', {
                      permissions: Object.entries(granted)
                        .map(([k, v]) => `${k} ${v}`)
                        .join(', '),
                    }),
                  }),
                )
                .catch((err: unknown) => setChecked({ ok: false, text: err instanceof Error ? err.message : String(err) }))
            }
          >
            {t('api.verify')}
          </button>
          <button type="button" className="ui-button ui-button-primary" onClick={onClose}>
            {t('api.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
