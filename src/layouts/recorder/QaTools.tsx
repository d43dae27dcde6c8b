// The QA recorder's controls, loaded the first time Record flow or Flows is used: while recording,
// the recording indicator and Stop recording (then the flow is named and kept); the Flows dialog
// (rename, delete, replay, export as JSON or as a Playwright test); while replaying, the step
// counter, the speed and Stop.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { observer } from 'mobx-react-lite';
import { getEnv } from 'mobx-state-tree';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { formatTime } from '../../format/time';
import type { StoreEnv } from '../../models/env';
import { PromptModal } from '../../ui/PromptModal';
import type { LayoutEngine } from '../engine';
import { FlowRecorder, RECORDER_UI_ATTRIBUTE, newFlowId } from './capture';
import { FlowStore, FlowTooLarge, MAX_FLOW_BYTES } from './flow-store';
import type { Flow } from './flow';
import { FlowsDialog } from './FlowsDialog';
import { ReplayBar } from './ReplayBar';
import './messages';
import './recorder.css';

export type QaMode = 'record' | 'flows';

const recorderUi = { [RECORDER_UI_ATTRIBUTE]: '' };

/** A failure as the user reads it: a too large flow with its size, else the error's own text. */
export function keepError(err: unknown): string {
  if (err instanceof FlowTooLarge) return t('qa.tooLarge', { kb: Math.ceil(err.bytes / 1024), limit: Math.floor(MAX_FLOW_BYTES / 1024) });
  return t('qa.notKept', { reason: err instanceof Error ? err.message : String(err) });
}

function Recording({ engine, store, flowsOpen, onDone }: { engine: LayoutEngine; store: FlowStore; flowsOpen: boolean; onDone(): void }) {
  const root = useStore();
  const [recorder] = useState(
    () => new FlowRecorder({ doc: document, now: () => Date.now(), layouts: root.layouts, pair: root.workspace.pair }, engine),
  );
  const count = useSyncExternalStore(
    (l) => recorder.subscribe(l),
    () => recorder.steps.length,
  );
  const [flow, setFlow] = useState<Flow | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => recorder.follow(engine), [recorder, engine]);
  useEffect(() => () => recorder.dispose(), [recorder]);
  // The Layouts → Flows that opened the list is no part of the flow.
  useEffect(() => {
    if (flowsOpen) recorder.forget();
  }, [recorder, flowsOpen]);

  const stop = () => {
    const now = Date.now();
    setFlow(recorder.stop(newFlowId(now), t('qa.defaultName', { date: formatTime(now) })));
  };
  return (
    <span className="qa-recording" {...recorderUi}>
      <span className="qa-dot" aria-hidden="true" />
      <span role="status" className="qa-status">
        {t('qa.recording', { count })}
      </span>
      <button type="button" className="ui-button" onClick={stop} disabled={flow !== null}>
        {t('qa.stop')}
      </button>
      {flow && (
        <PromptModal
          title={t('qa.nameTitle')}
          label={t('qa.nameLabel')}
          initial={flow.name}
          confirmLabel={t('qa.keep')}
          cancelLabel={t('qa.discard')}
          validate={(v) => (v.trim() ? (error ?? undefined) : t('qa.nameRequired'))}
          onConfirm={(name) => {
            store.add({ ...flow, name }).then(onDone, (err: unknown) => setError(keepError(err)));
          }}
          onCancel={onDone}
        />
      )}
    </span>
  );
}

export const QaTools = observer(function QaTools({
  mode,
  engine,
  onClose,
}: {
  /** What the toolbar asked for last (it shows these tools until they close). */
  mode: QaMode;
  engine: LayoutEngine | undefined;
  onClose(): void;
}) {
  const root = useStore();
  const store = useRef(new FlowStore(getEnv<StoreEnv>(root).storage)).current;
  const [replaying, setReplaying] = useState<Flow | null>(null);
  // Flows opened during a recording shows over it; the recording goes on until stopped.
  const [recording, setRecording] = useState(mode === 'record');
  const [flowsOpen, setFlowsOpen] = useState(mode === 'flows');
  const [asked, setAsked] = useState(mode);
  if (mode !== asked) {
    setAsked(mode);
    if (mode === 'flows') setFlowsOpen(true);
  }
  if (replaying)
    return (
      <span {...recorderUi}>
        <ReplayBar flow={replaying} engine={engine} onClose={onClose} />
      </span>
    );
  return (
    <>
      {recording && engine && (
        <Recording
          engine={engine}
          store={store}
          flowsOpen={flowsOpen}
          onDone={() => {
            setRecording(false);
            if (!flowsOpen) onClose();
          }}
        />
      )}
      {flowsOpen && (
        <FlowsDialog
          store={store}
          canReplay={!recording}
          onReplay={(flow) => {
            setFlowsOpen(false);
            setReplaying(flow);
          }}
          onClose={() => {
            setFlowsOpen(false);
            if (!recording) onClose();
          }}
        />
      )}
    </>
  );
});
