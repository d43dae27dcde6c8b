// The withdrawal form's address book: the saved addresses of the method to pick from (and remove),
// and a choice to save the typed address under a label when the withdrawal goes out.
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { Check } from '../../ui/Check';
import { WriteButton } from '../../app/write-gate';

export const AddressBookPicker = observer(function AddressBookPicker({
  method,
  currency,
  address,
  saveAs,
  onSaveAs,
  onPick,
}: {
  method: string;
  currency: string;
  address: string;
  /** The label to save the address under, or null to not save it. */
  saveAs: string | null;
  onSaveAs(label: string | null): void;
  onPick(address: string): void;
}) {
  const { account } = useStore();
  const entries = account.money.book.filter((e) => e.method === method);
  const saved = entries.some((e) => e.address === address.trim());
  return (
    <div className="mn-book">
      <label className="ui-form">
        <span className="ui-label">{t('withdraw.book')}</span>
        <span className="mn-copy">
          <select
            className="ui-select"
            value=""
            disabled={entries.length === 0}
            onChange={(e) => {
              if (e.target.value) onPick(e.target.value);
            }}
          >
            <option value="">{entries.length === 0 ? t('withdraw.bookNone', { currency }) : t('withdraw.bookPick')}</option>
            {entries.map((e) => (
              <option key={e.id} value={e.address}>
                {`${e.label} · ${e.address.slice(0, 10)}…${e.address.slice(-6)}`}
              </option>
            ))}
          </select>
          {entries
            .filter((e) => e.address === address.trim())
            .map((e) => (
              <WriteButton
                key={e.id}
                scope="withdraw"
                type="button"
                className="ui-button"
                aria-label={t('withdraw.bookRemove', { label: e.label })}
                onClick={() => void account.money.deleteFromBook(e.id).catch(() => undefined)}
              >
                ×
              </WriteButton>
            ))}
        </span>
      </label>
      {!saved && address.trim() !== '' && (
        <div className="mn-save">
          <Check label={t('withdraw.bookSave')} checked={saveAs !== null} onChange={(on) => onSaveAs(on ? '' : null)} />
          {saveAs !== null && (
            <input
              className="ui-input"
              aria-label={t('withdraw.bookLabel')}
              placeholder={t('withdraw.bookLabel')}
              value={saveAs}
              onChange={(e) => onSaveAs(e.target.value)}
            />
          )}
        </div>
      )}
    </div>
  );
});
