// Margin and derivatives positions: amount, base price, P/L, P/L %, liquidation price, leverage,
// funding cost, collateral; close at market (confirmed), increase (after the exchange's info), claim.
import '../order-messages';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { currencyLabel, formatAmount, formatPercent, formatPrice, pairLabel, pairParts } from '../../format';
import type { IncreaseInfo } from '../../models/account/account';
import type { WidgetProps } from '../../layouts/widget-props';
import type { Position } from '../../protocol/account/position';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { PromptModal } from '../../ui/PromptModal';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { AccountGate } from '../../app/AccountGate';
import { WriteButton } from '../../app/write-gate';
import { numericError } from '../../ui/field-error';
import { IncreaseConfirm } from './IncreaseConfirm';
import { switchMarginGroup } from '../../models/account/margin-group';
import { CROSS_MARGIN_GROUP, DEFAULT_MARGIN_GROUP, isCrossGroup } from '../../protocol/account/margin-rules';

import './positions.css';
import { useDialog } from '../../ui/use-dialog';

export type PositionsState = Record<string, never>;

type Pending =
  | { kind: 'marginMode' }
  | { kind: 'close' | 'claim'; p: Position }
  | { kind: 'increase'; p: Position }
  | { kind: 'increaseConfirm'; p: Position; amount: string; info: IncreaseInfo };

const plClass = (v: number | null) => (v === null ? '' : v >= 0 ? 'buy' : 'sell');

const NUMERIC = new Set(['amount', 'basePrice', 'pl', 'plPerc', 'liqPrice', 'leverage', 'funding', 'collateral']);
const CELL_CLASS: Record<string, (p: Position) => string> = {
  amount: (p) => (p.amount > 0 ? 'buy' : 'sell'),
  pl: (p) => plClass(p.pl),
  plPerc: (p) => plClass(p.plPerc),
};

const h = columnHelper<Position>();
const COLUMNS = h.columns([
  h.display({ id: 'pair', header: () => t('positions.pair'), cell: (c) => pairLabel(c.row.original.symbol) }),
  h.display({ id: 'amount', header: () => t('positions.amount'), cell: (c) => formatAmount(c.row.original.amount) }),
  h.display({ id: 'basePrice', header: () => t('positions.basePrice'), cell: (c) => formatPrice(c.row.original.basePrice) }),
  h.display({
    id: 'pl',
    header: () => t('positions.pl'),
    cell: ({ row: { original: p } }) => (p.pl === null ? '–' : formatAmount(p.pl, 2)),
  }),
  h.display({
    id: 'plPerc',
    header: () => t('positions.plPerc'),
    cell: ({ row: { original: p } }) => (p.plPerc === null ? '–' : formatPercent(p.plPerc / 100)),
  }),
  h.display({ id: 'liqPrice', header: () => t('positions.liqPrice'), cell: (c) => formatPrice(c.row.original.priceLiq) }),
  h.display({
    id: 'leverage',
    header: () => t('positions.leverage'),
    cell: ({ row: { original: p } }) => (p.leverage === null ? '–' : formatAmount(p.leverage, 2)),
  }),
  h.display({ id: 'funding', header: () => t('positions.funding'), cell: (c) => formatAmount(c.row.original.marginFunding ?? 0) }),
  h.display({
    id: 'collateral',
    header: () => t('positions.collateral'),
    cell: ({ row: { original: p } }) => (p.collateral === null ? '–' : formatAmount(p.collateral, 2)),
  }),
]);

export const PositionsWidget = observer(function PositionsWidget(_props: WidgetProps<PositionsState>) {
  const { account, session } = useStore();
  // The margin mode (user info's teMarginGroup): 0 cross-collateral, otherwise isolated.
  const cross = isCrossGroup(session.user?.teMarginGroup);
  const modeName = (isCross: boolean) => t(isCross ? 'margin.mode.cross' : 'margin.mode.isolated');
  const switchMode = async () => {
    const answer = await switchMarginGroup(account, cross ? DEFAULT_MARGIN_GROUP : CROSS_MARGIN_GROUP);
    if (answer.ok) await session.refreshUser();
    else account.localFailure('margin_group', answer.text);
  };
  const { dialog: pending, open: setPending, close: closePending, thenClose } = useDialog<Pending>();
  const list = account.positions.list;
  // The increase goes the position's way: a short grows by selling.
  const askIncrease = async (p: Position, entered: string) => {
    const amount = p.amount < 0 ? `-${entered}` : entered;
    try {
      const info = await account.increaseInfo(p.symbol, amount);
      setPending({ kind: 'increaseConfirm', p, amount, info });
    } catch (err) {
      setPending(null);
      account.localFailure('pos_increase', err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <section className="w" aria-label={t('positions.label')}>
      <AccountGate>
        <div className="w-toolbar">
          <span className="pos-mode" data-testid="margin-mode-badge" title={t('margin.modeHint')}>
            {t('margin.modeLabel')}: {modeName(cross)}
          </span>
          <span className="w-toolbar-gap" />
          <WriteButton scope="positions" type="button" className="ui-button" onClick={() => setPending({ kind: 'marginMode' })}>
            {t('margin.switchTo', { mode: modeName(!cross) })}
          </WriteButton>
        </div>
        <div className="w-scroll">
          {list.length === 0 ? (
            <p className="w-empty dim">{t('positions.empty')}</p>
          ) : (
            <DataTable
              label={t('positions.label')}
              className="od-table"
              columns={COLUMNS}
              data={list}
              getRowId={(p) => p.symbol}
              numeric={NUMERIC}
              rowProps={(p) => ({ 'data-position': p.symbol })}
              cellClassName={(p, id) => CELL_CLASS[id]?.(p)}
              cellProps={(_, id) => (id === 'pl' ? { 'data-testid': 'pl' } : undefined)}
              actions={{
                header: t('positions.actions'),
                render: (p) =>
                  // Short labels keep the figures in view; the full action is the button's name.
                  (['close', 'increase', 'claim'] as const).map((kind) => (
                    <WriteButton
                      key={kind}
                      // Closing is a market order; increasing and claiming change the position itself.
                      scope={kind === 'close' ? 'orders' : 'positions'}
                      type="button"
                      className="ui-button"
                      aria-label={t(`positions.${kind}`)}
                      title={t(`positions.${kind}`)}
                      onClick={() => setPending({ kind, p })}
                    >
                      {t(`positions.${kind}Short`)}
                    </WriteButton>
                  )),
              }}
            />
          )}
        </div>
      </AccountGate>
      {pending?.kind === 'marginMode' && (
        <ConfirmModal
          title={t('margin.switchTo', { mode: modeName(!cross) })}
          body={t('margin.switchConfirm', { mode: modeName(!cross), hint: t('margin.modeHint') })}
          confirmLabel={t('margin.switchTo', { mode: modeName(!cross) })}
          cancelLabel={t('trading.cancel')}
          onConfirm={thenClose(() => void switchMode())}
          onCancel={closePending}
        />
      )}
      {pending?.kind === 'close' && (
        <ConfirmModal
          title={t('positions.close')}
          body={t('positions.closeConfirm', { pair: pairLabel(pending.p.symbol), amount: formatAmount(pending.p.amount) })}
          confirmLabel={t('positions.close')}
          cancelLabel={t('trading.cancel')}
          danger
          onConfirm={thenClose(() => account.closePosition(pending.p))}
          onCancel={closePending}
        />
      )}
      {pending?.kind === 'claim' && pending.p.id !== null && (
        <ConfirmModal
          title={t('positions.claim')}
          body={t('positions.claimConfirm', { pair: pairLabel(pending.p.symbol), amount: formatAmount(pending.p.amount) })}
          confirmLabel={t('positions.claim')}
          cancelLabel={t('trading.cancel')}
          onConfirm={thenClose(() => void account.claimPosition(pending.p.id ?? 0))}
          onCancel={closePending}
        />
      )}
      {pending?.kind === 'increase' && (
        <PromptModal
          title={t('positions.increase')}
          label={t('positions.increaseAmount')}
          initial=""
          confirmLabel={t('positions.increase')}
          cancelLabel={t('trading.cancel')}
          validate={(v: string) => {
            const e = numericError(v);
            return e ? t(e.key) : undefined;
          }}
          onConfirm={(v: string) => void askIncrease(pending.p, v.trim())}
          onCancel={closePending}
        />
      )}
      {pending?.kind === 'increaseConfirm' && (
        <IncreaseConfirm
          symbol={pending.p.symbol}
          amount={pending.amount}
          info={pending.info}
          base={currencyLabel(pairParts(pending.p.symbol).base)}
          quote={currencyLabel(pairParts(pending.p.symbol).quote)}
          onConfirm={thenClose(() => void account.increasePosition(pending.p.symbol, pending.amount))}
          onCancel={closePending}
        />
      )}
    </section>
  );
});
