// The developer tools' overlay (account-side §1: "a dev-only overlay lets developers pin or unpin
// feature flags and open or close developer tools"; market-side §9: the stress tool). A small
// corner button and Ctrl+Shift+D open or close the panel (the choice is remembered in this
// browser); the panel shows the environment in use, the exchange's feature flags with a pin on /
// pin off / unpin control each, and the stress tool with its counters and the page's frame times.
// Loaded by src/main.tsx only in dev builds (see start.tsx).
import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../i18n';
import { DataTable, columnHelper } from '../ui/DataTable';
import { Options } from '../ui/Options';
import type { RootStoreInstance } from '../models/root';
import type { ChannelSubscriptions } from '../services/subscriptions';
import type { EndpointConfig } from '../services/config';
import { featureFlagsOf, type FeatureFlagsInstance } from '../site/feature-flags';
import { bookKey, type BookParams } from '../models/books';
import { FeedTap } from './feed-tap';
import { SyntheticMessages } from './synthetic';
import { FrameMeter, STRESS_INTENSITIES, STRESS_INTENSITY_NAMES, StressScheduler, type FrameStats, type StressIntensity } from './stress';
import './devtools.css';

export const DEVTOOLS_OPEN_STORAGE_KEY = 'tradedesk.devtools.open';

export interface DevtoolsProps {
  store: RootStoreInstance;
  subscriptions: ChannelSubscriptions;
  endpoints: EndpointConfig;
  environment: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The language shown: a new one draws the panel again (its observers included). */
  locale?: string;
}

/** Ctrl+Shift+D (the key, whatever the layout's letter case). */
export const isDevtoolsShortcut = (e: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code'>) =>
  e.ctrlKey && e.shiftKey && !e.altKey && !e.metaKey && e.code === 'KeyD';

export function DevtoolsOverlay(props: DevtoolsProps) {
  const { storage } = props;
  const [open, setOpen] = useState(() => storage?.getItem(DEVTOOLS_OPEN_STORAGE_KEY) === '1');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const firstRun = useRef(true);
  // Remembered in this browser; the focus follows an opening or closing (not the first paint's).
  useEffect(() => {
    try {
      storage?.setItem(DEVTOOLS_OPEN_STORAGE_KEY, open ? '1' : '0');
    } catch {
      // Not remembered: the panel still opens and closes.
    }
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    (open ? panelRef.current : toggleRef.current)?.focus();
  }, [open, storage]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isDevtoolsShortcut(e)) return;
      e.preventDefault();
      setOpen((was) => !was);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const stress = useStress(props);

  return (
    <div className="devtools" data-testid="devtools">
      {!open && (
        <button
          ref={toggleRef}
          type="button"
          className="devtools-toggle"
          aria-label={t('devtools.open')}
          title={t('devtools.shortcut')}
          onClick={() => setOpen(true)}
        >
          DEV{stress.running ? ' ●' : ''}
        </button>
      )}
      {open && (
        <section
          ref={panelRef}
          className="devtools-panel"
          role="dialog"
          aria-label={t('devtools.title')}
          tabIndex={-1}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
          }}
        >
          <header className="devtools-head">
            <h2>{t('devtools.title')}</h2>
            <span className="devtools-dim">{t('devtools.shortcut')}</span>
            <button type="button" className="ui-button" onClick={() => setOpen(false)}>
              {t('devtools.close')}
            </button>
          </header>
          <Environment endpoints={props.endpoints} environment={props.environment} />
          <Flags flags={featureFlagsOf(props.store)} locale={props.locale} />
          <Stress {...stress} />
        </section>
      )}
    </div>
  );
}

function Environment({ endpoints, environment }: { endpoints: EndpointConfig; environment: string }) {
  return (
    <section className="devtools-section" aria-label={t('devtools.environment')}>
      <h3>
        {t('devtools.environment')}:{' '}
        <strong data-testid="devtools-environment">{t('devtools.environmentName', { name: environment })}</strong>
      </h3>
      <p className="devtools-dim">{t('devtools.hosts', { rest: endpoints.restPublic, ws: endpoints.ws })}</p>
    </section>
  );
}

interface FlagRow {
  name: string;
  served: boolean | null;
  pin: boolean | undefined;
  enabled: boolean;
}

const onOff = (v: boolean | null | undefined) => (v === true ? t('devtools.on') : v === false ? t('devtools.off') : t('devtools.none'));
const fh = columnHelper<FlagRow>();
const flagColumns = fh.columns([
  fh.display({ id: 'name', header: () => t('devtools.flag'), cell: (c) => <code>{c.row.original.name}</code> }),
  fh.display({ id: 'served', header: () => t('devtools.served'), cell: (c) => onOff(c.row.original.served) }),
  fh.display({ id: 'pin', header: () => t('devtools.pin'), cell: (c) => onOff(c.row.original.pin) }),
  fh.display({
    id: 'enabled',
    header: () => t('devtools.effective'),
    cell: (c) => <span className={c.row.original.enabled ? 'up' : 'down'}>{onOff(c.row.original.enabled)}</span>,
  }),
]);

// `locale` is not read: a new one only makes the observer draw again in it.
const Flags = observer(function Flags({ flags }: { flags: FeatureFlagsInstance; locale?: string }) {
  const rows: FlagRow[] = flags.names.map((name) => ({
    name,
    served: flags.servedValue(name),
    pin: flags.pinOf(name),
    enabled: flags.featureEnabled(name),
  }));
  return (
    <section className="devtools-section" aria-label={t('devtools.flags')}>
      <h3>{t('devtools.flags')}</h3>
      <p className="devtools-dim">{t('devtools.flagsStatus', { status: flags.status, count: flags.served?.length ?? 0 })}</p>
      <DataTable
        label={t('devtools.flags')}
        columns={flagColumns}
        data={rows}
        getRowId={(r) => r.name}
        rowHeader="name"
        rowProps={(r) => ({ 'data-flag': r.name })}
        actions={{
          header: t('devtools.change'),
          render: (r) => (
            <span className="devtools-pins">
              <button
                type="button"
                className="ui-button"
                aria-pressed={r.pin === true}
                aria-label={t('devtools.pinOnLabel', { flag: r.name })}
                onClick={() => flags.pin(r.name, true)}
              >
                {t('devtools.pinOn')}
              </button>
              <button
                type="button"
                className="ui-button"
                aria-pressed={r.pin === false}
                aria-label={t('devtools.pinOffLabel', { flag: r.name })}
                onClick={() => flags.pin(r.name, false)}
              >
                {t('devtools.pinOff')}
              </button>
              <button
                type="button"
                className="ui-button"
                disabled={r.pin === undefined}
                aria-label={t('devtools.unpinLabel', { flag: r.name })}
                onClick={() => flags.unpin(r.name)}
              >
                {t('devtools.unpin')}
              </button>
            </span>
          ),
        }}
      />
    </section>
  );
});

interface StressControls {
  running: boolean;
  intensity: StressIntensity;
  setIntensity(i: StressIntensity): void;
  start(): void;
  stop(): void;
  dispatches: number;
  messages: number;
  feeds: number;
  frames: FrameStats;
  error: string | null;
}

/** The stress tool's state: its scheduler, tap and frame meter live as long as the overlay, so
 *  closing the panel does not stop a run (the corner button shows ● while one goes on). */
function useStress({ store, subscriptions }: DevtoolsProps): StressControls {
  const [intensity, setIntensity] = useState<StressIntensity>('LOW');
  const [running, setRunning] = useState(false);
  const [, redraw] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const meter = useMemo(() => new FrameMeter(), []);
  const parts = useMemo(() => {
    const synthetic = new SyntheticMessages({
      book: (req) =>
        // A book channel's request is its feed's own (models/books.ts), defaults and all.
        store.books.feeds.get(bookKey(req as unknown as BookParams))?.view,
      lastTradePrice: (symbol) => store.trades.feeds.get(symbol)?.trades[0]?.price,
    });
    let tap: FeedTap | null = null;
    let tapError: string | null = null;
    try {
      tap = new FeedTap(subscriptions, (ch) => synthetic.next(ch));
    } catch (err) {
      tapError = err instanceof Error ? err.message : String(err);
    }
    const scheduler = new StressScheduler(
      () => tap?.dispatch(),
      undefined,
      () => redraw((n) => n + 1),
    );
    return { tap, tapError, scheduler };
  }, [store, subscriptions]);

  // Frame times are measured while a run goes on: one animation-frame loop, redrawn twice a second.
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const loop = (now: number) => {
      meter.frame(now);
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    const show = setInterval(() => redraw((n) => n + 1), 500);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(show);
    };
  }, [running, meter]);

  useEffect(
    () => () => {
      parts.scheduler.stop();
      parts.tap?.release();
    },
    [parts],
  );

  const start = () => {
    if (!parts.tap) {
      setError(t('devtools.tapFailed', { reason: parts.tapError ?? '' }));
      return;
    }
    setError(null);
    meter.reset();
    parts.scheduler.start(intensity);
    setRunning(true);
  };
  const stop = () => {
    parts.scheduler.stop();
    parts.tap?.release();
    setRunning(false);
  };
  return {
    running,
    intensity,
    setIntensity: (next) => {
      setIntensity(next);
      if (parts.scheduler.running) parts.scheduler.start(next);
    },
    start,
    stop,
    dispatches: parts.scheduler.dispatched,
    messages: parts.tap?.messages ?? 0,
    feeds: running ? (parts.tap?.live().length ?? 0) : 0,
    frames: meter.stats(),
    error,
  };
}

const intensityLabel = (name: StressIntensity) =>
  t('devtools.intensityOption', { name, ms: STRESS_INTENSITIES[name].intervalMs, count: STRESS_INTENSITIES[name].dispatches });

function Stress(s: StressControls) {
  return (
    <section className="devtools-section" aria-label={t('devtools.stress')}>
      <h3>{t('devtools.stress')}</h3>
      <div className="devtools-row">
        <label className="ui-label" htmlFor="devtools-intensity">
          {t('devtools.intensity')}
        </label>
        <select
          id="devtools-intensity"
          className="ui-select"
          value={s.intensity}
          onChange={(e) => s.setIntensity(e.target.value as StressIntensity)}
        >
          <Options values={STRESS_INTENSITY_NAMES} label={intensityLabel} />
        </select>
        {s.running ? (
          <button type="button" className="ui-button ui-button-danger" onClick={s.stop}>
            {t('devtools.stop')}
          </button>
        ) : (
          <button type="button" className="ui-button ui-button-primary" onClick={s.start}>
            {t('devtools.start')}
          </button>
        )}
        <span role="status" data-testid="devtools-stress-state">
          {t('devtools.running', { running: String(s.running), name: s.intensity })}
        </span>
      </div>
      {s.error && (
        <p className="ui-field-error" role="alert">
          {s.error}
        </p>
      )}
      <dl className="devtools-figures">
        <dt>{t('devtools.dispatches')}</dt>
        <dd className="num" data-testid="devtools-dispatches">
          {s.dispatches}
        </dd>
        <dt>{t('devtools.messages')}</dt>
        <dd className="num" data-testid="devtools-messages">
          {s.messages}
        </dd>
        <dt>{t('devtools.feeds')}</dt>
        <dd className="num">{s.feeds}</dd>
        <dt>{t('devtools.frameTime')}</dt>
        <dd className="num">{t('devtools.frameMs', { mean: s.frames.meanMs.toFixed(1), worst: s.frames.worstMs.toFixed(1) })}</dd>
        <dt>{t('devtools.dropped')}</dt>
        <dd className="num" data-testid="devtools-dropped">
          {s.frames.dropped}
        </dd>
      </dl>
      <p className="devtools-dim">{t('devtools.stressNote')}</p>
    </section>
  );
}
