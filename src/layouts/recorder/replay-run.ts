// One replay of a flow in the page: shows its starting layout (imported as a layout of its own),
// then, once the workspace shows it, applies one step every interval (shorter at a higher speed)
// until the last, a step that no longer applies, or Stop.
import type { LayoutEngine } from '../engine';
import type { LayoutsStoreInstance } from '../../models/layouts';
import type { Flow } from './flow';
import { STEP_INTERVAL_MS, StepApplier, StepNotApplicable, startContent, type StepProblem } from './replay';

export interface ReplayState {
  /** Steps applied so far. */
  done: number;
  total: number;
  started: boolean;
  /** Why it stopped early: the step's problem, or an error's text. */
  failed: StepProblem | string | null;
}

export class ReplayRun {
  private state: ReplayState;
  private engine: LayoutEngine | undefined;
  private readonly applier: StepApplier;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private speed = 1;
  private stopped = false;

  constructor(
    private readonly flow: Flow,
    private readonly layouts: LayoutsStoreInstance,
    /** The engine shown before the replay: the starting layout's is the next one. */
    private readonly shownBefore: LayoutEngine | undefined,
    private readonly interval = STEP_INTERVAL_MS,
  ) {
    this.state = { done: 0, total: flow.steps.length, started: false, failed: null };
    this.applier = new StepApplier(() => this.engine, layouts);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): ReplayState => this.state;

  private set(next: Partial<ReplayState>): void {
    this.state = { ...this.state, ...next };
    for (const l of this.listeners) l();
  }

  /** Shows the starting layout under `name` (or the first free name after it). */
  begin(name: string): void {
    const l = this.layouts;
    let free = name;
    for (let n = 2; l.nameTaken(free); n++) free = `${name} (${n})`;
    l.importLayout(free, startContent(this.flow));
  }

  /** The workspace's engine now; the first new one shows the starting layout. */
  setEngine(engine: LayoutEngine | undefined): void {
    this.engine = engine;
    if (!this.state.started && engine && engine !== this.shownBefore) {
      this.set({ started: true });
      this.schedule();
    }
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.schedule();
    }
  }

  private schedule(): void {
    this.timer = undefined;
    if (this.stopped || this.state.failed || this.state.done >= this.state.total) return;
    this.timer = setTimeout(() => this.step(), this.interval / this.speed);
  }

  private step(): void {
    const { done } = this.state;
    try {
      this.applier.apply(this.flow.steps[done]!);
      this.set({ done: done + 1 });
    } catch (err) {
      this.set({ failed: err instanceof StepNotApplicable ? err.problem : err instanceof Error ? err.message : String(err) });
    }
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
  }
}
