// API keys (/api): the account's keys with their permissions, when they were made and last used,
// each revocable, and all at once; a new key made in a dialog and shown once with its secret. A
// login with no authenticator app, security key or SMS confirms the new key with the code the
// exchange mails to it: the exchange refuses the key without it (it decides who needs one — in a
// sub-account's context, the master's login), and the page then asks for the code in the e-mail
// code modal and makes the key with it.
import './messages';
import { Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatTime } from '../../format';
import { ApiKeysStore, type ApiKeyRow, type KeyRequest, type NewKey } from '../../models/account/api-keys';
import { createPageModel } from '../../models/account/page-model';
import { DataTable, columnHelper } from '../../ui/DataTable';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { CreateKeyModal } from './CreateKeyModal';
import { NewKeyModal } from './NewKeyModal';
import './api-keys.css';
import { useAuth } from '../../app/auth';
import { Refusal } from '../../app/HelpAction';
import { lazyPage } from '../../app/lazy-page';
import { API_KEY_CODE_NEEDED } from '../../protocol/account/api-key-code';

/** Loaded when first shown (src/app/modals). */
const EmailCodeModal = lazyPage(() => import('../../app/modals/EmailCodeModal'));

const h = columnHelper<ApiKeyRow>();
const COLUMNS = h.columns([
  h.display({ id: 'label', header: () => t('api.col.label'), cell: (c) => c.row.original.label }),
  h.display({
    id: 'key',
    header: () => t('api.col.key'),
    cell: (c) => <span className="ak-mono" title={c.row.original.apiKey}>{`${c.row.original.apiKey.slice(0, 10)}…`}</span>,
  }),
  h.display({
    id: 'permissions',
    header: () => t('api.col.permissions'),
    cell: (c) =>
      Object.entries(c.row.original.permissions)
        .map(([k, v]) => `${k} ${v}`)
        .join(' · '),
  }),
  h.display({ id: 'created', header: () => t('api.col.created'), cell: (c) => formatTime(c.row.original.createdAt) }),
  h.display({
    id: 'lastUsed',
    header: () => t('api.col.lastUsed'),
    cell: (c) => (c.row.original.lastUsedAt ? formatTime(c.row.original.lastUsedAt) : t('api.never')),
  }),
]);

type Asking = { kind: 'one'; key: ApiKeyRow } | { kind: 'all' };

export default observer(function ApiKeysPage() {
  const { account } = useStore();
  const [keys] = useState(() => createPageModel(ApiKeysStore, account));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<NewKey | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const auth = useAuth();
  /** The key waiting for the mailed code (a login with no other second factor). */
  const [confirming, setConfirming] = useState<{ label: string; request: KeyRequest } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = (err: unknown) => setError(err instanceof Error ? err.message : String(err));
  useEffect(() => {
    if (account.signedIn) void keys.load().catch(failed);
  }, [keys, account.signedIn]);

  return (
    <section className="ak account-page" aria-label={t('api.title')}>
      <div className="ak-head">
        <h1>{t('api.title')}</h1>
        <span className="ak-gap" />
        <button type="button" className="ui-button" disabled={keys.list.length === 0} onClick={() => setAsking({ kind: 'all' })}>
          {t('api.revokeAll')}
        </button>
        <button type="button" className="ui-button ui-button-primary" onClick={() => setCreating(true)}>
          {t('api.create')}
        </button>
      </div>
      <p className="dim ak-intro">{t('api.intro')}</p>
      {error && <Refusal tag="security">{error}</Refusal>}
      <DataTable
        label={t('api.title')}
        className="od-table"
        columns={COLUMNS}
        data={keys.list}
        getRowId={(k) => String(k.id)}
        rowProps={(k) => ({ 'data-key': k.apiKey })}
        actions={{
          header: '',
          render: (k) => (
            <button type="button" className="ui-button" onClick={() => setAsking({ kind: 'one', key: k })}>
              {t('api.revoke')}
            </button>
          ),
        }}
        empty={<p className="dim">{keys.loaded ? t('api.empty') : t('app.loading')}</p>}
      />
      {creating && (
        <CreateKeyModal
          onClose={() => setCreating(false)}
          onCreate={async (label, request) => {
            try {
              const made = await keys.create(label, request);
              setCreating(false);
              setCreated(made);
            } catch (err) {
              if (!(err instanceof Error) || err.message !== API_KEY_CODE_NEEDED) throw err;
              setCreating(false);
              setConfirming({ label, request });
            }
          }}
        />
      )}
      {confirming && (
        <Suspense fallback={null}>
          <EmailCodeModal
            action="api-key"
            email={auth.user?.email ?? ''}
            onCode={async (code) => {
              const made = await keys.create(confirming.label, confirming.request, code);
              setConfirming(null);
              setCreated(made);
            }}
            onCancel={() => setConfirming(null)}
          />
        </Suspense>
      )}
      {created && <NewKeyModal created={created} verify={(k) => keys.verify(k)} onClose={() => setCreated(null)} />}
      {asking && (
        <ConfirmModal
          title={asking.kind === 'all' ? t('api.revokeAllTitle') : t('api.revokeTitle')}
          body={
            asking.kind === 'all' ? t('api.revokeAllBody', { count: keys.list.length }) : t('api.revokeBody', { label: asking.key.label })
          }
          confirmLabel={asking.kind === 'all' ? t('api.revokeAll') : t('api.revoke')}
          cancelLabel={t('api.keep')}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const ask = asking;
            setAsking(null);
            setError(null);
            void (ask.kind === 'all' ? keys.revokeAll() : keys.revoke(ask.key.apiKey)).catch(failed);
          }}
        />
      )}
    </section>
  );
});
