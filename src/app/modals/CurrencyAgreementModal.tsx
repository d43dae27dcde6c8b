// A currency's own agreement (account-side §2 modals), asked before the first deposit, withdrawal
// or trade with a currency the exchange lists in `pub:list:currency:agreement`: the modal's own
// words in the user's language, then the agreement the exchange publishes for the currency
// (`pub:legal:terms:currency_{CCY}`). Accepting stores the currency's terms keys on the exchange
// (`terms:currency_{CCY}:accepted|seen|modified`), which from then on takes the currency's
// deposits and withdrawals; asked again only when the exchange modifies the text. A currency that
// asks none, or whose agreement was accepted, answers at once without showing. Loaded lazily.
import './messages';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { CURRENCY_AGREEMENT_LIST, agreementConfKey, agreementDue, agreementKeys } from '../../protocol/account/currency-agreement';
import { termsOfValue, type PublishedTerms } from '../../protocol/account/terms-due';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { readTerms, reasonOf, useTermsAgreement } from './use-terms-agreement';

export interface CurrencyAgreementModalProps {
  /** The exchange's currency code (UST, XRP…). */
  currency: string;
  /** Its display label. */
  label: string;
  action: 'deposit' | 'withdraw' | 'trade';
  /** Accepted now or earlier, or none asked: the action may go on. */
  onAccepted(): void;
  onCancel(): void;
}

export default observer(function CurrencyAgreementModal({ currency, label, action, onAccepted, onCancel }: CurrencyAgreementModalProps) {
  const { account } = useStore();
  const keys = agreementKeys(currency);
  const { due, error, busy, accept } = useTermsAgreement<PublishedTerms>(account, {
    subject: currency,
    keys,
    read: async () => {
      const { conf, accepted } = await readTerms(account, keys.accepted, `${CURRENCY_AGREEMENT_LIST},${agreementConfKey(currency)}`);
      const values = Array.isArray(conf) ? conf : [];
      const listed = Array.isArray(values[0]) ? (values[0] as unknown[]).map(String) : [];
      const terms = termsOfValue(values[1]);
      return terms && agreementDue(listed, currency, terms.modified, accepted) ? terms : null;
    },
    unread: (err) => ({ due: null, error: t('modals.agreement.failed', { reason: reasonOf(err) }) }),
    version: (terms) => terms.modified,
    onAccepted,
  });
  if (due === undefined) return null;
  return (
    <Modal title={t('modals.agreement.title', { currency: label })} onClose={onCancel}>
      <p className="ui-modal-body">{t('modals.agreement.intro', { currency: label, action })}</p>
      {due && (
        <>
          <p className="ui-modal-body">
            <strong>{due.title}</strong>
          </p>
          <div className="terms-text" tabIndex={0} aria-label={due.title}>
            {due.text}
          </div>
        </>
      )}
      <ModalActions
        cancelLabel={t('modals.cancel')}
        onCancel={onCancel}
        confirmLabel={t('modals.agreement.accept')}
        onConfirm={accept}
        disabled={busy || !due}
        error={error}
      />
    </Modal>
  );
});
