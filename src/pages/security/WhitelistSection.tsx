// The withdrawal address whitelist: per currency its on/off switch and addresses (each with the
// exchange's or the editor's error), a currency added by code, enable all / disable all, saved
// through the approval of a code.
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n';
import { Check } from '../../ui/Check';
import { disableAll, enableAll, withAddress, type SecuritySettingsStoreInstance } from '../../models/account/security-settings';

export const WhitelistSection = observer(function WhitelistSection({
  settings,
  onSave,
}: {
  settings: SecuritySettingsStoreInstance;
  onSave(): void;
}) {
  const [code, setCode] = useState('');
  const w = settings.whitelist;
  const currencies = Object.keys(w).sort();
  const addCurrency = () => {
    const c = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{2,12}$/.test(c) || w[c]) return;
    settings.edit({ ...w, [c]: { on: true, addresses: [{ address: '', error: null }] } });
    setCode('');
  };
  const anyError = currencies.some((c) => w[c]!.addresses.some((a) => a.error !== null));
  return (
    <section className="sc-section" aria-label={t('security.whitelist')}>
      <h2>{t('security.whitelist')}</h2>
      <p className="dim sc-note">{t('security.whitelistIntro')}</p>
      {currencies.length === 0 && <p className="dim sc-note">{t('security.whitelistEmpty')}</p>}
      {currencies.map((c) => {
        const cw = w[c]!;
        return (
          <div key={c} className="sc-currency" data-currency={c}>
            <Check
              label={c}
              name={t('security.whitelistOn', { currency: c })}
              checked={cw.on}
              onChange={(on) =>
                settings.edit({
                  ...w,
                  [c]: { on, addresses: on && cw.addresses.length === 0 ? [{ address: '', error: null }] : cw.addresses },
                })
              }
            />
            {!cw.on && <span className="dim sc-note">{t('security.whitelistOff', { currency: c })}</span>}
            {cw.on &&
              cw.addresses.map((a, i) => (
                <div key={i} className="sc-address">
                  <input
                    className="ui-input"
                    aria-label={t('security.address', { currency: c, n: i + 1 })}
                    aria-invalid={a.error !== null}
                    value={a.address}
                    maxLength={128}
                    onChange={(e) => settings.edit(withAddress(w, c, i, e.target.value))}
                  />
                  <button
                    type="button"
                    className="ui-button"
                    aria-label={t('security.removeAddress', { n: i + 1, currency: c })}
                    onClick={() => settings.edit({ ...w, [c]: { on: true, addresses: cw.addresses.filter((_, j) => j !== i) } })}
                  >
                    ×
                  </button>
                  {a.error && <span className="ui-field-error">{t('security.addressError', { error: a.error })}</span>}
                </div>
              ))}
            {cw.on && (
              <button
                type="button"
                className="ui-button"
                onClick={() => settings.edit({ ...w, [c]: { on: true, addresses: [...cw.addresses, { address: '', error: null }] } })}
              >
                {t('security.addAddress')}
              </button>
            )}
          </div>
        );
      })}
      <div className="sc-actions sc-wl-actions">
        <label className="ui-form">
          <span className="ui-label">{t('security.currencyCode')}</span>
          <input
            className="ui-input sc-ccy"
            value={code}
            maxLength={12}
            disabled={!settings.loaded}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        {/* Until the saved whitelist has arrived, nothing is edited (it would replace the edit). */}
        <button type="button" className="ui-button" disabled={!settings.loaded} onClick={addCurrency}>
          {t('security.addCurrency')}
        </button>
        <span className="sc-gap" />
        <button type="button" className="ui-button" disabled={currencies.length === 0} onClick={() => settings.edit(enableAll(w))}>
          {t('security.enableAll')}
        </button>
        <button type="button" className="ui-button" disabled={currencies.length === 0} onClick={() => settings.edit(disableAll(w))}>
          {t('security.disableAll')}
        </button>
        <button type="button" className="ui-button ui-button-primary" disabled={currencies.length === 0} onClick={onSave}>
          {t('security.saveWhitelist')}
        </button>
      </div>
      {anyError && <p className="ui-field-error">{t('security.fixAddresses')}</p>}
    </section>
  );
});
