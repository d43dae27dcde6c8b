// Security keys (WebAuthn): the account's keys with when they were added and last used, a new
// one registered with a label (the browser asks to touch the key), each removable. A login then
// offers "Use security key".
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import type { SecurityKeyRow, SecurityStoreInstance } from '../../models/account/security';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { FormOutcome } from '../../ui/FormOutcome';
import { useFormRun } from '../../ui/use-form-run';

const h = columnHelper<SecurityKeyRow>();
const COLUMNS = h.columns([
  h.display({ id: 'label', header: () => t('security.keyLabel'), cell: (c) => c.row.original.label }),
  h.display({ id: 'added', header: () => t('security.keyAdded'), cell: (c) => formatTime(c.row.original.createdAt) }),
  h.display({
    id: 'used',
    header: () => t('security.keyUsed'),
    cell: (c) => (c.row.original.lastUsedAt ? formatTime(c.row.original.lastUsedAt) : t('security.keyNever')),
  }),
]);

export const SecurityKeysSection = observer(function SecurityKeysSection({
  security,
  onChange,
}: {
  security: SecurityStoreInstance;
  /** A key was added or removed (the account's second factors changed). */
  onChange(): void;
}) {
  const [label, setLabel] = useState('');
  const { busy, done, error, run } = useFormRun();
  useEffect(() => {
    void security.loadKeys().catch(() => undefined);
  }, [security]);
  return (
    <section className="sc-section" aria-label={t('security.keys')}>
      <h2>{t('security.keys')}</h2>
      <p className="dim sc-note">{t('security.keysIntro')}</p>
      {security.keys.length > 0 && (
        <DataTable
          label={t('security.keys')}
          className="od-table sc-keys"
          columns={COLUMNS}
          data={security.keys}
          getRowId={(k) => k.id}
          actions={{
            header: '',
            render: (k) => (
              <button
                type="button"
                className="ui-button"
                aria-label={t('security.removeKey', { label: k.label })}
                disabled={busy}
                onClick={() => void run(() => security.removeKey(k.id).then(onChange), t('security.keyRemoved'))}
              >
                {t('security.remove')}
              </button>
            ),
          }}
        />
      )}
      <form
        className="sc-actions sc-key-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => {
            await security.addKey(label.trim() || t('security.keyDefault'));
            onChange();
            setLabel('');
          }, t('security.keyAddedDone'));
        }}
      >
        <label className="ui-form">
          <span className="ui-label">{t('security.keyName')}</span>
          <input
            className="ui-input"
            value={label}
            maxLength={64}
            placeholder={t('security.keyDefault')}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
          {t('security.addKey')}
        </button>
      </form>
      <FormOutcome done={done} error={error} />
    </section>
  );
});
