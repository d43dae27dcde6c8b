// The dialog that makes an API key: a label, and each capability off, read, or read and write.
import { useState } from 'react';
import { t } from '../../i18n';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { Check } from '../../ui/Check';
import { KEY_CAPABILITY_NAMES, type KeyRequest } from '../../models/account/api-keys';
import { Refusal } from '../../app/HelpAction';

export function CreateKeyModal({ onCreate, onClose }: { onCreate(label: string, request: KeyRequest): Promise<void>; onClose(): void }) {
  const [label, setLabel] = useState('');
  const [request, setRequest] = useState<KeyRequest>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const none = KEY_CAPABILITY_NAMES.every((c) => !request[c]);
  const submit = async () => {
    if (none) return;
    setBusy(true);
    setError(null);
    try {
      await onCreate(label.trim(), request);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t('api.createTitle')} onClose={onClose} className="ak-modal">
      <form
        className="ui-form ak-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="ui-form">
          <span className="ui-label">{t('api.label')}</span>
          <input className="ui-input" value={label} maxLength={64} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <table className="ak-caps">
          <tbody>
            {KEY_CAPABILITY_NAMES.map((cap) => (
              <tr key={cap}>
                <td>
                  <Check
                    label={t(`api.cap.${cap}`)}
                    checked={Boolean(request[cap])}
                    onChange={(on) => setRequest({ ...request, [cap]: on ? 'read' : undefined })}
                  />
                </td>
                <td className="dim">{t(`api.capHint.${cap}`)}</td>
                <td>
                  <Check
                    label={t('api.writeShort')}
                    name={t('api.write', { cap: t(`api.cap.${cap}`) })}
                    checked={request[cap] === 'write'}
                    onChange={(on) => setRequest({ ...request, [cap]: on ? 'write' : request[cap] ? 'read' : undefined })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {none && <p className="dim">{t('api.noCaps')}</p>}
        {error && <Refusal tag="security">{error}</Refusal>}
        <ModalActions cancelLabel={t('api.cancel')} onCancel={onClose} confirmLabel={t('api.createButton')} disabled={busy || none} />
      </form>
    </Modal>
  );
}
