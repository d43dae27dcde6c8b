// The Flows dialog: the recorded flows kept with the user's settings, each with Rename, Delete,
// Replay, Export JSON and Export Playwright test.
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { formatTime } from '../../format/time';
import { Modal } from '../../ui/Modal';
import { PromptModal } from '../../ui/PromptModal';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { downloadText } from '../../ui/download';
import type { Flow, FlowSummary } from './flow';
import type { FlowStore } from './flow-store';
import { flowToSpec, specFileName, type SpecLabels } from './codegen';

/** The product's own words the exported test finds controls by, in the language in use. */
export function specLabels(): SpecLabels {
  return {
    toolbar: t('workspace.toolbar'),
    layoutsButton: t('layouts.menu'),
    layoutsMenu: t('layouts.menuLabel'),
    importItem: t('layouts.import'),
    deleteItem: t('layouts.delete'),
    deleteConfirm: t('layouts.deleteButton'),
  };
}

export function flowFileName(name: string): string {
  return specFileName(name).replace(/\.spec\.ts$/, '.flow.json');
}

type Asking = null | { rename: FlowSummary } | { remove: FlowSummary };

export function FlowsDialog({
  store,
  canReplay,
  onReplay,
  onClose,
}: {
  store: FlowStore;
  /** Not while a recording goes on: the replay's changes would be recorded. */
  canReplay: boolean;
  onReplay(flow: Flow): void;
  onClose(): void;
}) {
  const [flows, setFlows] = useState<FlowSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const fail = (err: unknown) => setError(t('qa.notRead', { reason: err instanceof Error ? err.message : String(err) }));
  useEffect(() => {
    store.list().then(setFlows, fail);
    // Read once when the dialog opens.
  }, [store]);
  const withFlow = (id: string, use: (flow: Flow) => void) =>
    store.get(id).then((flow) => (flow ? use(flow) : setError(t('qa.notRead', { reason: id }))), fail);

  return (
    <>
      <Modal title={t('qa.flows')} onClose={onClose} className="qa-flows-modal">
        <div data-qa-recorder="">
          {error && (
            <p className="down" role="alert">
              {error}
            </p>
          )}
          {flows?.length === 0 && <p className="dim">{t('qa.empty')}</p>}
          <ul className="qa-flows">
            {flows?.map((f) => (
              <li key={f.id} aria-label={f.name} className="qa-flow">
                <span className="qa-flow-name">{f.name}</span>
                <span className="dim">{t('qa.summary', { count: f.steps, date: formatTime(f.recordedAt) })}</span>
                <span className="qa-flow-actions">
                  <button type="button" className="ui-button" onClick={() => setAsking({ rename: f })}>
                    {t('qa.rename')}
                  </button>
                  <button type="button" className="ui-button" onClick={() => setAsking({ remove: f })}>
                    {t('qa.delete')}
                  </button>
                  <button type="button" className="ui-button" disabled={!canReplay} onClick={() => void withFlow(f.id, onReplay)}>
                    {t('qa.replay')}
                  </button>
                  <button
                    type="button"
                    className="ui-button"
                    onClick={() =>
                      void withFlow(f.id, (flow) =>
                        downloadText(flowFileName(flow.name), `${JSON.stringify(flow, null, 2)}\n`, 'application/json'),
                      )
                    }
                  >
                    {t('qa.exportJson')}
                  </button>
                  <button
                    type="button"
                    className="ui-button"
                    onClick={() =>
                      void withFlow(f.id, (flow) => downloadText(specFileName(flow.name), flowToSpec(flow, specLabels()), 'text/plain'))
                    }
                  >
                    {t('qa.exportSpec')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <div className="ui-modal-actions">
            <button type="button" className="ui-button" onClick={onClose}>
              {t('qa.close')}
            </button>
          </div>
        </div>
      </Modal>
      {asking && 'rename' in asking && (
        <PromptModal
          title={t('qa.renameTitle')}
          label={t('qa.nameLabel')}
          initial={asking.rename.name}
          confirmLabel={t('qa.rename')}
          cancelLabel={t('common.cancel')}
          validate={(v) => (v.trim() ? undefined : t('qa.nameRequired'))}
          onConfirm={(name) => {
            setAsking(null);
            store.rename(asking.rename.id, name).then(setFlows, fail);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking && 'remove' in asking && (
        <ConfirmModal
          title={t('qa.deleteTitle')}
          body={t('qa.deleteBody', { name: asking.remove.name })}
          confirmLabel={t('qa.delete')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={() => {
            setAsking(null);
            store.remove(asking.remove.id).then(setFlows, fail);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
