// The invest flow's modals that only inform (the sales switched off, the prohibited-person answers
// that block, the subscription done): a text and one way out.
import { t } from '../../../i18n';
import { Modal } from '../../../ui/Modal';

export function NoticeModal({
  title,
  body,
  onClose,
  role,
}: {
  title: string;
  body: string;
  onClose(): void;
  /** How a screen reader hears the text: a refusal is an alert, the subscription done a status. */
  role?: 'alert' | 'status';
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <p className="ui-modal-body" role={role}>
        {body}
      </p>
      <CloseOnly onClose={onClose} />
    </Modal>
  );
}

/** The foot of a modal that only informs: its one way out. */
function CloseOnly({ onClose }: { onClose(): void }) {
  return (
    <div className="ui-modal-actions">
      <button type="button" className="ui-button ui-button-primary" onClick={onClose}>
        {t('securities.close')}
      </button>
    </div>
  );
}
