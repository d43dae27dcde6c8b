// The demo block (account-side §2 modals): an account in paper trading (is_ppt) tries an action
// that moves real money — a withdrawal, a deposit of a real currency. The modal says why it is
// stopped and offers to turn paper trading off and go on, or to keep trading on paper. Loaded
// lazily (each user loads it with lazyPage); the rule of when it shows is the money pages' (pages/money/demo-block.ts).
import './messages';
import { t } from '../../i18n';
import { useStore } from '../store-context';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';

export interface DemoBlockModalProps {
  action: 'withdraw' | 'deposit';
  /** The currency of the action (its display label). */
  currency: string;
  /** Paper trading was turned off: the action may go on. */
  onContinue(): void;
  onCancel(): void;
}

export default function DemoBlockModal({ action, currency, onContinue, onCancel }: DemoBlockModalProps) {
  const { account } = useStore();
  return (
    <Modal title={t('modals.demo.title')} onClose={onCancel}>
      <p className="ui-modal-body">{t('modals.demo.body', { action, currency })}</p>
      <ModalActions
        cancelLabel={t('modals.demo.keep')}
        onCancel={onCancel}
        confirmLabel={t('modals.demo.switch', { action })}
        onConfirm={() => {
          account.paper.set(false);
          onContinue();
        }}
      />
    </Modal>
  );
}
