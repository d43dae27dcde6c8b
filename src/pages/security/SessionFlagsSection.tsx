// The session flags of account-side §3 that take effect on the exchange: keep the session alive,
// e-mail on login, several sessions at once, IP lock, lock on new IP; saved through an approval.
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { Check } from '../../ui/Check';
import { SESSION_FLAGS, type SecuritySettingsStoreInstance, type SessionFlag } from '../../models/account/security-settings';

export const SessionFlagsSection = observer(function SessionFlagsSection({
  settings,
  onSave,
}: {
  settings: SecuritySettingsStoreInstance;
  onSave(flags: Record<string, '0' | '1'>): void;
}) {
  const [draft, setDraft] = useState<Record<string, '0' | '1'>>({});
  useEffect(() => setDraft({}), [settings.flags]);
  const value = (f: SessionFlag) => draft[f] ?? (settings.flags[f] === '1' ? '1' : '0');
  const changed = Object.keys(draft).some((f) => draft[f] !== settings.flags[f]);
  return (
    <section className="sc-section" aria-label={t('security.flags')}>
      <h2>{t('security.flags')}</h2>
      <div className="sc-flags">
        {SESSION_FLAGS.map((f) => (
          <Check
            key={f}
            label={t(`security.flag.${f}`)}
            checked={value(f) === '1'}
            onChange={(on) => setDraft({ ...draft, [f]: on ? '1' : '0' })}
          />
        ))}
      </div>
      <button type="button" className="ui-button ui-button-primary" disabled={!changed || !settings.loaded} onClick={() => onSave(draft)}>
        {t('security.saveFlags')}
      </button>
    </section>
  );
});
