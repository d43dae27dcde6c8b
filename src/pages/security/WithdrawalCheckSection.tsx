// The withdrawal check (account-side §3's security flag no_enforce_withdrawal_check): every
// withdrawal waits for the link of an e-mail to the account's owner before the exchange sends it.
// Turning the check off (or on again) is a security change like the others: asked, then approved
// with the code of the authenticator app (or of a mail), and only then kept by the exchange.
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { Check } from '../../ui/Check';
import { WITHDRAWAL_CHECK_FLAG, type SecuritySettingsStoreInstance } from '../../models/account/security-settings';

export const WithdrawalCheckSection = observer(function WithdrawalCheckSection({
  settings,
  onSave,
}: {
  settings: SecuritySettingsStoreInstance;
  onSave(flags: Record<string, '0' | '1'>): void;
}) {
  const checked = settings.flags[WITHDRAWAL_CHECK_FLAG] !== '1';
  return (
    <section className="sc-section" aria-label={t('security.withdrawalCheck')}>
      <h2>{t('security.withdrawalCheck')}</h2>
      <p className="dim sc-note">{t('security.withdrawalCheck.about')}</p>
      <Check
        label={t('security.withdrawalCheck.on')}
        checked={checked}
        disabled={!settings.loaded || settings.pending !== null}
        onChange={(on) => onSave({ [WITHDRAWAL_CHECK_FLAG]: on ? '0' : '1' })}
      />
      {!checked && (
        <p className="account-notice account-notice-warn" role="status">
          {t('security.withdrawalCheck.off')}
        </p>
      )}
    </section>
  );
});
