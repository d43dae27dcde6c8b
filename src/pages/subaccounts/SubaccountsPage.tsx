// Sub-accounts (/subaccounts): the master's sub-accounts with their balances per currency, made
// with a name, funded both ways, and switched to (the page reloads in the sub-account's context;
// the header then names it, with one click back to the master).
import './messages';
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { useAuth } from '../../app/auth';
import { t } from '../../i18n';
import { currencyLabel, formatAmount, formatTime } from '../../format';
import { SubaccountsStore, type SubaccountRow } from '../../models/account/subaccounts';
import { createPageModel } from '../../models/account/page-model';
import { ContextSwitchStore } from '../../models/account/context-switch';
import { Check } from '../../ui/Check';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { CreateSubaccountModal } from './CreateSubaccountModal';
import { SubaccountTransferModal } from './SubaccountTransferModal';
import './subaccounts.css';

const COMMON_CURRENCIES = ['USD', 'UST', 'BTC', 'ETH', 'EUR'];

const h = columnHelper<SubaccountRow>();
const COLUMNS = h.columns([
  h.display({ id: 'name', header: () => t('sub.col.name'), cell: (c) => <strong>{c.row.original.name}</strong> }),
  h.display({ id: 'email', header: () => t('sub.col.email'), cell: (c) => <span className="dim">{c.row.original.email}</span> }),
  h.display({ id: 'created', header: () => t('sub.col.created'), cell: (c) => formatTime(c.row.original.createdAt) }),
  h.display({
    id: 'balances',
    header: () => t('sub.col.balances'),
    cell: (c) => {
      const entries = Object.entries(c.row.original.balances);
      if (entries.length === 0) return <span className="dim">{t('sub.noBalance')}</span>;
      return (
        <span className="sa-balances">
          {entries.map(([ccy, v]) => (
            <span key={ccy} className="sa-balance num">
              {formatAmount(v)} <span className="dim">{currencyLabel(ccy)}</span>
            </span>
          ))}
        </span>
      );
    },
  }),
]);

export default observer(function SubaccountsPage() {
  const { account } = useStore();
  const auth = useAuth();
  const [subs] = useState(() => createPageModel(SubaccountsStore, account));
  const [switching] = useState(() => createPageModel(ContextSwitchStore, account));
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<SubaccountRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failed = (err: unknown) => setError(err instanceof Error ? err.message : String(err));
  const user = auth.user;
  const inSub = user !== undefined && !user.isMainAccount;
  const masterId = inSub ? (user?.masterAccountId ?? null) : (user?.id ?? null);
  useEffect(() => {
    if (!auth.signedIn) return;
    void subs.load().catch(failed);
    void switching.load().catch(failed);
  }, [subs, switching, auth.signedIn]);
  const block = switching.block;
  const switchTo = (id: number) => {
    setError(null);
    void auth.switchSubaccount(id).catch(failed);
  };
  const currencies = (sub: SubaccountRow) => [
    ...new Set([...account.wallets.list.map((w) => w.currency), ...Object.keys(sub.balances), ...COMMON_CURRENCIES]),
  ];

  return (
    <section className="sa account-page" aria-label={t('sub.title')}>
      <div className="sa-head">
        <h1>{t('sub.title')}</h1>
        <span className="sa-gap" />
        <button type="button" className="ui-button ui-button-primary" disabled={inSub} onClick={() => setCreating(true)}>
          {t('sub.create')}
        </button>
      </div>
      <p className="dim sa-intro">{t('sub.intro')}</p>
      {inSub && user && (
        <p className="account-notice account-notice-warn" role="status">
          {t('sub.inSub', { name: user.username })}{' '}
          <button type="button" className="ui-button" onClick={() => switchTo(0)}>
            {t('nav.backToMaster')}
          </button>
        </p>
      )}
      {block && (
        <p className="account-notice" role="status" data-testid="switch-off">
          {t(block === 'group' ? 'sub.switchOff.group' : 'sub.switchOff.own')}
        </p>
      )}
      {switching.loaded && (!inSub || switching.allowDisable) && (
        <section className="sa-switching" aria-label={t('sub.switching')}>
          <h2>{t('sub.switching')}</h2>
          {!inSub && (
            <>
              <Check
                label={t('sub.groupDisable')}
                checked={switching.disable}
                onChange={(v) => void switching.setGroup({ disable: v }).catch(failed)}
              />
              <Check
                label={t('sub.groupAllowDisable')}
                checked={switching.allowDisable}
                onChange={(v) => void switching.setGroup({ allowDisable: v }).catch(failed)}
              />
            </>
          )}
          {switching.allowDisable && (
            <Check label={t('sub.ownDisable')} checked={switching.ownDisabled} onChange={(v) => void switching.setOwn(v).catch(failed)} />
          )}
        </section>
      )}
      {error && (
        <p className="ui-field-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="sa-done" role="status">
          {done}
        </p>
      )}
      <DataTable
        label={t('sub.title')}
        className="od-table"
        columns={COLUMNS}
        data={subs.list}
        getRowId={(s) => String(s.id)}
        rowProps={(s) => ({ 'data-subaccount': s.name })}
        actions={{
          header: '',
          render: (s) => (
            <span className="sa-actions">
              <button
                type="button"
                className="ui-button"
                aria-label={t('sub.transferNamed', { name: s.name })}
                disabled={masterId === null}
                onClick={() => setMoving(s)}
              >
                {t('sub.transfer')}
              </button>
              {user?.id === s.id ? (
                <span className="sa-in-use">{t('sub.inUse')}</span>
              ) : block ? null : (
                <button
                  type="button"
                  className="ui-button"
                  aria-label={t('sub.switchToNamed', { name: s.name })}
                  onClick={() => switchTo(s.id)}
                >
                  {t('sub.switchTo')}
                </button>
              )}
            </span>
          ),
        }}
        empty={<p className="dim">{subs.loaded ? t('sub.empty') : t('app.loading')}</p>}
      />
      {creating && (
        <CreateSubaccountModal
          onClose={() => setCreating(false)}
          onCreate={async (name) => {
            await subs.create(name);
            setCreating(false);
            setDone(t('sub.created', { name }));
          }}
        />
      )}
      {moving && masterId !== null && (
        <SubaccountTransferModal
          sub={moving}
          masterId={masterId}
          currencies={currencies(moving)}
          onClose={() => setMoving(null)}
          onTransfer={async (tr) => {
            const text = await subs.transfer(tr);
            setMoving(null);
            setDone(text || t('sub.transferred', { amount: tr.amount, currency: tr.currency }));
          }}
        />
      )}
    </section>
  );
});
