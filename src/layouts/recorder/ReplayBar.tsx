// Replaying a flow where it can be watched: "Step n of m", the speed, and Stop; a step that no
// longer applies stops the replay and says which and why.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import type { LayoutEngine } from '../engine';
import type { Flow } from './flow';
import { REPLAY_SPEEDS, type StepProblem } from './replay';
import { ReplayRun } from './replay-run';

function problemText(p: StepProblem | string): string {
  if (typeof p === 'string') return p;
  if (p.reason === 'node') return t('qa.missingNode', { id: p.id });
  if (p.reason === 'layout') return t('qa.missingLayout');
  return t('qa.unknownCommand', { name: p.name });
}

export function ReplayBar({ flow, engine, onClose }: { flow: Flow; engine: LayoutEngine | undefined; onClose(): void }) {
  const { layouts } = useStore();
  const [run] = useState(() => new ReplayRun(flow, layouts, engine));
  const [speed, setSpeed] = useState(1);
  const state = useSyncExternalStore(run.subscribe, run.snapshot);
  useEffect(() => {
    run.begin(t('qa.replayName', { name: flow.name }));
    return () => run.stop();
  }, [run, flow]);
  useEffect(() => run.setEngine(engine), [run, engine]);
  useEffect(() => run.setSpeed(speed), [run, speed]);
  const finished = state.started && state.done >= state.total;
  const ended = finished || state.failed !== null;

  return (
    <span className="qa-replay" role="group" aria-label={t('qa.replaying', { name: flow.name })}>
      <span role="status" className="qa-status">
        {t('qa.stepOf', { n: state.done, total: state.total })}
      </span>
      <select className="ui-select" aria-label={t('qa.speed')} value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
        {REPLAY_SPEEDS.map((s) => (
          <option key={s} value={s}>{`${s}×`}</option>
        ))}
      </select>
      {state.failed !== null && (
        <span role="alert" className="down">
          {t('qa.replayStopped', { n: state.done + 1, total: state.total, reason: problemText(state.failed) })}
        </span>
      )}
      {finished && <span className="dim">{t('qa.replayDone', { count: state.total })}</span>}
      <button type="button" className="ui-button" onClick={onClose}>
        {ended ? t('qa.close') : t('qa.stopReplay')}
      </button>
    </span>
  );
}
