// A currency's own agreement (account-side §2 modals), asked before the first deposit, withdrawal
// or trade with a currency the exchange lists in `pub:list:currency:agreement`: the modal's own
// words in the user's language, then the agreement the exchange publishes for the currency
// (`pub:legal:terms:currency_{CCY}`). Accepting stores the currency's terms keys on the exchange
// (`terms:currency_{CCY}:accepted|seen|modified`), which from then on takes the currency's
// deposits and withdrawals; asked again only when the exchange modifies the text. A currency that
// asks none, or whose agreement was accepted, answers at once without showing. Loaded lazily.
import './messages';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { PUBLIC_CALLS } from '../../protocol/calls';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { CURRENCY_AGREEMENT_LIST, agreementConfKey, agreementDue, agreementKeys } from '../../protocol/account/currency-agreement';
import { termsOfValue, type PublishedTerms } from '../../protocol/account/terms-due';
import { callAccount } from '../../models/account/env';
import type { StoreEnv } from '../../models/env';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

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

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function CurrencyAgreementModal({ currency, label, action, onAccepted, onCancel }: CurrencyAgreementModalProps) {
  const { account } = useStore();
  const [due, setDue] = useState<PublishedTerms | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accepted = useRef(onAccepted);
  useEffect(() => {
    accepted.current = onAccepted;
  });
  useEffect(() => {
    let live = true;
    const keys = agreementKeys(currency);
    Promise.all([
      getEnv<StoreEnv>(account).rest.call(PUBLIC_CALLS.conf, undefined, {
        keys: `${CURRENCY_AGREEMENT_LIST},${agreementConfKey(currency)}`,
      }),
      callAccount(account, ACCOUNT_CALLS.settings, { keys: [keys.accepted] }),
    ])
      .then(([conf, settings]) => {
        if (!live) return;
        const values = Array.isArray(conf) ? conf : [];
        const listed = Array.isArray(values[0]) ? (values[0] as unknown[]).map(String) : [];
        const terms = termsOfValue(values[1]);
        const pairs = Array.isArray(settings) ? (settings as unknown[][]) : [];
        const was = pairs.find((p) => Array.isArray(p) && p[0] === keys.accepted)?.[1];
        if (terms && agreementDue(listed, currency, terms.modified, was)) setDue(terms);
        else accepted.current();
      })
      .catch((err: unknown) => {
        if (!live) return;
        setError(t('modals.agreement.failed', { reason: reasonOf(err) }));
        setDue(null);
      });
    return () => {
      live = false;
    };
  }, [account, currency]);
  if (due === undefined) return null;
  const accept = () => {
    if (!due) return;
    setBusy(true);
    setError(null);
    const keys = agreementKeys(currency);
    callAccount(account, ACCOUNT_CALLS.settingsSet, {
      settings: { [keys.accepted]: due.modified, [keys.seen]: Date.now(), [keys.modified]: due.modified },
    })
      .then(() => accepted.current())
      .catch((err: unknown) => {
        setBusy(false);
        setError(reasonOf(err));
      });
  };
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
