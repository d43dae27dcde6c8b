// Price alerts of the panel's pair (it follows its link colour like the other pair widgets): the
// alerts the exchange keeps for the trader, highest price first, with the side each fires from and
// how far the last price is from it; a price typed and added, an alert moved to another price or
// deleted, each refusal shown with the exchange's reason. A fired alert leaves the list; its toast
// and its sound come with the exchange's `uca` notification, like every notification.
import '../alert-messages';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { AccountGate } from '../../app/AccountGate';
import { t } from '../../i18n';
import { formatPercent, formatPrice, pairLabel, pairParts } from '../../format';
import type { WidgetProps } from '../../layouts/widget-props';
import { usePanelPair } from '../../layouts/panel-pair';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { PromptModal } from '../../ui/PromptModal';
import { priceAlertsOf, type AlertAnswer, type PriceAlert, type PriceAlertsStoreInstance } from '../../models/account/price-alerts';
import { alertPriceError, alertRises, alertsOfPair } from '../../models/account/price-alert-rules';
import { alertFailureText } from '../alert-actions';
import './price-alerts.css';

export type PriceAlertsState = Record<string, never>;

const NUMERIC = new Set(['price', 'distance']);

function columns(last: number | undefined) {
  const h = columnHelper<PriceAlert>();
  return h.columns([
    h.display({ id: 'price', header: () => t('alerts.col.price'), cell: (c) => formatPrice(c.row.original.price) }),
    h.display({
      id: 'when',
      header: () => t('alerts.col.when'),
      cell: (c) => t('alerts.when', { rises: alertRises(c.row.original) ? 'yes' : 'no' }),
    }),
    h.display({
      id: 'distance',
      header: () => t('alerts.col.distance'),
      cell: (c) => (last ? formatPercent((c.row.original.price - last) / last) : '–'),
    }),
  ]);
}

/** What the panel says after its last request: done (status) or not (alert). */
type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;

export const PriceAlertsWidget = observer(function PriceAlertsWidget(_props: WidgetProps<PriceAlertsState>) {
  const root = useStore();
  const { markets } = root;
  const symbol = usePanelPair().pair;
  const pair = pairLabel(symbol);
  const alerts: PriceAlertsStoreInstance = priceAlertsOf(root);
  const last = markets.tickers.get(symbol)?.lastPrice ?? undefined;
  const [price, setPrice] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [editing, setEditing] = useState<PriceAlert | null>(null);
  const inputId = useId();
  const errorId = useId();

  // Another pair starts a fresh form.
  useEffect(() => {
    setPrice('');
    setTouched(false);
    setOutcome(null);
  }, [symbol]);

  const invalid = alertPriceError(price);
  const fieldError = touched && invalid !== undefined ? t(`alerts.error.${invalid}`) : undefined;
  const told = (answer: AlertAnswer, done: (a: PriceAlert) => string) =>
    setOutcome(answer.ok ? { ok: true, text: done(answer.alert) } : { ok: false, text: alertFailureText(answer) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setOutcome(null);
    if (invalid !== undefined || busy) return;
    setBusy(true);
    const answer = await alerts.add(symbol, price);
    setBusy(false);
    told(answer, (a) => t('alerts.added', { pair, price: formatPrice(a.price) }));
    if (answer.ok) {
      setPrice('');
      setTouched(false);
    }
  };
  const remove = async (a: PriceAlert) => {
    setOutcome(null);
    const refused = await alerts.remove(a);
    setOutcome(
      refused === undefined
        ? { ok: true, text: t('alerts.deleted', { pair: pairLabel(a.symbol), price: formatPrice(a.price) }) }
        : { ok: false, text: t('alerts.refused', { text: refused }) },
    );
  };
  const move = async (a: PriceAlert, to: string) => {
    setEditing(null);
    setOutcome(null);
    // The pair the panel shows now: the model ignores a move to another pair than the alert's.
    const answer = await alerts.move(a, symbol, to);
    told(answer, (next) => t('alerts.moved', { pair: pairLabel(next.symbol), price: formatPrice(next.price) }));
  };

  const rows = alertsOfPair(alerts.list, symbol);
  const others = alerts.list.length - rows.length;

  return (
    <section className="w pa" aria-label={t('alerts.label', { pair })}>
      <AccountGate>
        <form className="w-toolbar pa-form" onSubmit={(e) => void submit(e)} noValidate>
          <label className="ui-label" htmlFor={inputId}>
            {t('alerts.price')}
          </label>
          <input
            id={inputId}
            className="ui-input num pa-price"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(e) => {
              setPrice(e.target.value);
              setOutcome(null);
            }}
          />
          <span className="dim">{pairParts(symbol).quote}</span>
          <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
            {t('alerts.add')}
          </button>
          <span className="w-toolbar-gap" />
          {last !== undefined && (
            <span className="dim num" data-testid="alerts-last">
              {t('alerts.last', { price: formatPrice(last) })}
            </span>
          )}
        </form>
        <div className="pa-notes">
          {fieldError ? (
            <p id={errorId} className="ui-field-error" role="alert">
              {fieldError}
            </p>
          ) : outcome && !outcome.ok ? (
            <p className="ui-field-error" role="alert">
              {outcome.text}
            </p>
          ) : outcome ? (
            <p className="ui-ok" role="status">
              {outcome.text}
            </p>
          ) : (
            <p className="dim pa-hint">{t('alerts.hint')}</p>
          )}
        </div>
        <div className="w-scroll">
          {alerts.loadError !== null ? (
            <p className="w-empty ui-field-error" role="alert">
              {t('alerts.loadFailed', { text: alerts.loadError })}{' '}
              <button type="button" className="ui-button" onClick={() => void alerts.reload()}>
                {t('alerts.retry')}
              </button>
            </p>
          ) : !alerts.loaded ? (
            <p className="w-empty dim" role="status">
              {t('alerts.loading')}
            </p>
          ) : rows.length === 0 ? (
            <p className="w-empty dim">{t('alerts.empty', { pair })}</p>
          ) : (
            <DataTable
              label={t('alerts.label', { pair })}
              className="pa-table"
              columns={columns(last)}
              data={rows}
              getRowId={(a) => a.key}
              numeric={NUMERIC}
              rowProps={(a) => ({ 'data-alert': String(a.price) })}
              actions={{
                header: t('alerts.actions'),
                render: (a) => {
                  const shown = formatPrice(a.price);
                  return (
                    <>
                      <button
                        type="button"
                        className="ui-button"
                        aria-label={t('alerts.edit', { price: shown })}
                        title={t('alerts.edit', { price: shown })}
                        onClick={() => setEditing(a)}
                      >
                        {t('alerts.editShort')}
                      </button>
                      <button
                        type="button"
                        className="ui-button"
                        aria-label={t('alerts.delete', { price: shown })}
                        title={t('alerts.delete', { price: shown })}
                        disabled={alerts.deleting.has(a.key)}
                        onClick={() => void remove(a)}
                      >
                        {t('alerts.deleteShort')}
                      </button>
                    </>
                  );
                },
              }}
            />
          )}
          {others > 0 && <p className="w-empty dim">{t('alerts.others', { count: others })}</p>}
        </div>
        {editing && (
          <PromptModal
            title={t('alerts.editTitle', { price: formatPrice(editing.price) })}
            label={t('alerts.newPrice')}
            initial={String(editing.price)}
            confirmLabel={t('alerts.save')}
            cancelLabel={t('alerts.cancel')}
            validate={(v) => {
              const e = alertPriceError(v);
              return e === undefined ? undefined : t(`alerts.error.${e}`);
            }}
            onConfirm={(v) => void move(editing, v)}
            onCancel={() => setEditing(null)}
          />
        )}
      </AccountGate>
    </section>
  );
});
