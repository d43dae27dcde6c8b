// The e-mail one-time code (account-side §2 modals): an account with no authenticator app,
// security key or SMS (protocol/account/email-code.ts confirmsByEmail) confirms a sensitive action
// — a withdrawal, a new API key — with six digits the exchange mails to it
// (`/v2/auth/w/int/email-code`), good for ten minutes and once. The modal asks for the code as it
// opens, takes it, and hands it to the action, whose refusal (a wrong or expired code, counted by
// the exchange) it shows; a new code can be asked for (the exchange limits how often). Loaded
// lazily.
import './messages';
import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { MODAL_CALLS } from '../../protocol/calls/modals';
import type { EmailCodeAction } from '../../protocol/account/email-code';
import { EMAIL_CODE_RE } from '../../protocol/account/email-code-format';
import { callAccount } from '../../models/account/env';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import './modals.css';
import { Refusal } from '../HelpAction';
import type { HelpTag } from '../../protocol/marketing/pages';

/** The articles a refusal of the action's code points to (an API key's: the account's security). */
const HELP: Record<EmailCodeAction, HelpTag> = { withdraw: 'withdraw', 'api-key': 'security' };

export interface EmailCodeModalProps {
  action: EmailCodeAction;
  /** Where the code goes (the account's address). */
  email: string;
  /** Does the action with the code; a refusal is shown and the code may be typed again. */
  onCode(code: string): Promise<void>;
  /** Goes on without a code: the action waits for the mailed link instead (a withdrawal's). */
  onLink?(): void;
  onCancel(): void;
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export default observer(function EmailCodeModal({ action, email, onCode, onLink, onCancel }: EmailCodeModalProps) {
  const { account } = useStore();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);
  const send = () => {
    setError(null);
    callAccount(account, MODAL_CALLS.emailCode, { action })
      .then(() => setSent(true))
      .catch((err: unknown) => setError(reasonOf(err)));
  };
  useEffect(() => {
    // Once per opening (a development double mount would mail twice, and meet the rate limit).
    if (asked.current) return;
    asked.current = true;
    send();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Modal title={t('modals.emailCode.title')} onClose={onCancel}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!EMAIL_CODE_RE.test(code)) return setError(t('modals.emailCode.sixDigits'));
          setBusy(true);
          setError(null);
          onCode(code)
            .catch((err: unknown) => setError(reasonOf(err)))
            .finally(() => setBusy(false));
        }}
      >
        <p className="ui-modal-body">{sent ? t('modals.emailCode.sent', { email }) : t('modals.emailCode.sending')}</p>
        <label className="ui-form">
          <span className="ui-label">{t('modals.emailCode.code')}</span>
          <input
            className="ui-input"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            autoFocus
            onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
          />
        </label>
        <p className="ui-modal-body dim">
          {t('modals.emailCode.noMail')}{' '}
          <button type="button" className="md-link" onClick={send}>
            {t('modals.emailCode.resend')}
          </button>
        </p>
        {onLink && (
          <p className="ui-modal-body dim">
            <button type="button" className="md-link" onClick={onLink}>
              {t('modals.emailCode.useLink')}
            </button>
          </p>
        )}
        {error && <Refusal tag={HELP[action]}>{error}</Refusal>}
        <ModalActions cancelLabel={t('modals.cancel')} onCancel={onCancel} confirmLabel={t('modals.emailCode.confirm')} disabled={busy} />
      </form>
    </Modal>
  );
});
