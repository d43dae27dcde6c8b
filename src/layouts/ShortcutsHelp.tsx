// The keyboard shortcuts of the workspace (?), listed.
import { t } from '../i18n';
import { Modal } from '../ui/Modal';
import { WORKSPACE_SHORTCUTS } from './workspace-keys';
import './palette-messages';

export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  return (
    <Modal title={t('shortcuts.title')} onClose={onClose}>
      <table className="ui-table palette-shortcuts">
        <tbody>
          {WORKSPACE_SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <th scope="row">
                <kbd className="palette-kbd">{s.keys}</kbd>
              </th>
              <td>{t(`shortcuts.${s.what}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ui-modal-actions">
        <button type="button" className="ui-button" onClick={onClose}>
          {t('shortcuts.close')}
        </button>
      </div>
    </Modal>
  );
}
