// The order's own fields: type, prices, amount and its balance shares, leverage, flags, the OCO
// stop and the time in force, each with its error once shown.
import { Collapsible } from '../../app/ui-memory';
import { t, type MessageKey } from '../../i18n';
import type { BaseOrderType } from '../../protocol/order-types';
import { NumberField } from '../../ui/NumberField';
import { Check } from '../../ui/Check';
import {
  flagsAvailable,
  offeredTypes,
  priceFields,
  type FieldName,
  type OrderDraft,
  type OrderFeatures,
  type SizeRules,
} from './form-model';
import { Options } from '../../ui/Options';

const SHARES = [0.25, 0.5, 0.75, 1];
const FIELD_LABEL: Record<'price' | 'stopPrice' | 'limitPrice' | 'distance', MessageKey> = {
  price: 'orderForm.price',
  stopPrice: 'orderForm.stopPrice',
  limitPrice: 'orderForm.limitPrice',
  distance: 'orderForm.distance',
};

export const typeLabel = (b: BaseOrderType) => t('orderForm.type.option', { type: b.replace(/ /g, '_') });

export function OrderFields({
  formId,
  draft: d,
  features,
  update,
  shown,
  base: baseCcy,
  quote,
  rules,
  onShare: fillShare,
}: {
  formId: string;
  draft: OrderDraft;
  /** What the exchange's feature flags allow (OCO, trailing stops). */
  features: OrderFeatures;
  update(patch: Partial<OrderDraft>): void;
  /** The error text of a field, once it should show. */
  shown(f: FieldName): string | undefined;
  base: string;
  quote: string;
  rules: SizeRules | undefined;
  /** Fills the amount with a share of the balance, for a buy (click) or a sell (right click). */
  onShare(share: number, side: 'buy' | 'sell'): void;
}) {
  const avail = flagsAvailable(d.context, d.base, features);
  return (
    <>
      <div className="of-row">
        <label className="ui-label" htmlFor={`${formId}-type`}>
          {t('orderForm.type')}
        </label>
        <select
          id={`${formId}-type`}
          className="ui-select"
          value={d.base}
          onChange={(e) => update({ base: e.target.value as BaseOrderType })}
        >
          <Options values={offeredTypes(features)} label={typeLabel} />
        </select>
      </div>
      {priceFields(d.base).map((f) => (
        <NumberField key={f} label={t(FIELD_LABEL[f])} unit={quote} value={d[f]} error={shown(f)} onChange={(v) => update({ [f]: v })} />
      ))}
      <NumberField
        label={t('orderForm.amount')}
        unit={baseCcy}
        value={d.amount}
        error={shown('amount')}
        onChange={(v) => update({ amount: v })}
        hint={rules?.minSize ? t('orderForm.minMax', { min: rules.minSize, max: rules.maxSize ?? '∞' }) : undefined}
      />
      <div className="of-shares">
        {SHARES.map((s) => (
          <button
            key={s}
            type="button"
            className="ui-seg-btn"
            aria-label={t('orderForm.percent', { percent: s * 100 })}
            onClick={() => fillShare(s, 'buy')}
            onContextMenu={(e) => {
              e.preventDefault();
              fillShare(s, 'sell');
            }}
          >
            {s * 100}%
          </button>
        ))}
      </div>
      {d.context === 'derivatives' && (
        <NumberField
          label={t('orderForm.leverage')}
          value={d.leverage}
          error={shown('leverage')}
          onChange={(v) => update({ leverage: v })}
          step="1"
          inputMode="numeric"
        />
      )}
      {/* The order's options, in a section the trader may close (its state kept, app/ui-memory.tsx);
          closed, the ones that are on are named beside its title. */}
      <Collapsible
        id="orderForm.options"
        title={t('orderForm.options')}
        className="of-options"
        summary={[
          d.hidden && t('orderForm.hidden'),
          d.postOnly && t('orderForm.postOnly'),
          d.reduceOnly && t('orderForm.reduceOnly'),
          d.close && t('orderForm.closeFlag'),
          d.oco && t('orderForm.oco'),
          d.tif && t('orderForm.tif'),
        ]
          .filter(Boolean)
          .join(', ')}
      >
        <div className="of-flags">
          {avail.hidden && <Check label={t('orderForm.hidden')} checked={d.hidden} onChange={(hidden) => update({ hidden })} />}
          {avail.hidden && d.hidden && (
            <Check label={t('orderForm.visibleOnHit')} checked={d.visibleOnHit} onChange={(visibleOnHit) => update({ visibleOnHit })} />
          )}
          {avail.postOnly && <Check label={t('orderForm.postOnly')} checked={d.postOnly} onChange={(postOnly) => update({ postOnly })} />}
          {avail.reduceOnly && (
            <Check label={t('orderForm.reduceOnly')} checked={d.reduceOnly} onChange={(reduceOnly) => update({ reduceOnly })} />
          )}
          {avail.close && <Check label={t('orderForm.closeFlag')} checked={d.close} onChange={(close) => update({ close })} />}
          {avail.oco && <Check label={t('orderForm.oco')} checked={d.oco} onChange={(oco) => update({ oco })} />}
          {avail.tif && <Check label={t('orderForm.tif')} checked={d.tif} onChange={(tif) => update({ tif })} />}
        </div>
      </Collapsible>
      {avail.oco && d.oco && (
        <NumberField
          label={t('orderForm.ocoStop')}
          unit={quote}
          value={d.ocoStop}
          error={shown('ocoStop')}
          onChange={(v) => update({ ocoStop: v })}
        />
      )}
      {avail.tif && d.tif && (
        <div className="of-row">
          <label className="ui-label" htmlFor={`${formId}-tif`}>
            {t('orderForm.tifDate')}
          </label>
          <input
            id={`${formId}-tif`}
            className="ui-input"
            type="datetime-local"
            value={d.tifDate}
            aria-invalid={shown('tifDate') ? true : undefined}
            onChange={(e) => update({ tifDate: e.target.value })}
          />
          {shown('tifDate') && <span className="ui-field-error">{shown('tifDate')}</span>}
        </div>
      )}
    </>
  );
}
