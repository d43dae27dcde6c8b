// The per-user account stream (channel 0 of PROTOCOL §3.3). Messages are collected while an
// operation or an engine event batch changes state and leave only after the data is committed:
// an operation flushes after its transaction; engine events that arrive outside an operation
// (simulator ticks, timers) flush in a microtask, when the tick's transaction is over.
// Wallets and positions that changed are rendered once, at flush time, in their final state.

export type AccountMessage = [type: string, data: unknown];
export type AccountListener = (msg: AccountMessage) => void;

export interface DirtyRender {
  /** wu / pu / miu … for what changed, in their state now. */
  (user: number, wallets: ReadonlySet<string>, positions: ReadonlySet<number>): AccountMessage[];
}

export class Outbox {
  private readonly listeners = new Map<number, Set<AccountListener>>();
  private pending: Array<[number, AccountMessage]> = [];
  private readonly dirtyWallets = new Map<number, Set<string>>();
  private readonly dirtyPositions = new Map<number, Set<number>>();
  private scheduled = false;
  /** Operations in progress; they flush when they end. */
  private depth = 0;

  constructor(private readonly render: DirtyRender) {}

  on(user: number, fn: AccountListener): () => void {
    let set = this.listeners.get(user);
    if (!set) this.listeners.set(user, (set = new Set()));
    set.add(fn);
    return () => {
      const s = this.listeners.get(user);
      if (!s) return;
      s.delete(fn);
      if (s.size === 0) this.listeners.delete(user);
    };
  }

  hasListeners(user: number): boolean {
    return this.listeners.has(user);
  }

  /** Position in the queue, to put an operation's notification before the events it caused. */
  mark(): number {
    return this.pending.length;
  }

  push(user: number, msg: AccountMessage): void {
    this.pending.push([user, msg]);
    this.schedule();
  }

  insert(at: number, user: number, msg: AccountMessage): void {
    this.pending.splice(Math.min(at, this.pending.length), 0, [user, msg]);
    this.schedule();
  }

  wallet(user: number, type: string, currency: string): void {
    let set = this.dirtyWallets.get(user);
    if (!set) this.dirtyWallets.set(user, (set = new Set()));
    set.add(`${type}|${currency}`);
    this.schedule();
  }

  position(user: number, id: number): void {
    let set = this.dirtyPositions.get(user);
    if (!set) this.dirtyPositions.set(user, (set = new Set()));
    set.add(id);
    this.schedule();
  }

  /** Runs an operation: whatever it queues leaves when the outermost operation ends. */
  operation<T>(fn: () => T): T {
    this.depth++;
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }

  get inOperation(): boolean {
    return this.depth > 0;
  }

  /** Forgets what was queued (the transaction that produced it rolled back). */
  discard(): void {
    this.pending = [];
    this.dirtyWallets.clear();
    this.dirtyPositions.clear();
  }

  /** Flushes in a microtask (after a transaction someone else has open is over). */
  later(): void {
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled || this.depth > 0) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      if (this.depth === 0) this.flush();
    });
  }

  flush(): void {
    if (this.pending.length === 0 && this.dirtyWallets.size === 0 && this.dirtyPositions.size === 0) return;
    const pending = this.pending;
    this.pending = [];
    const byUser = new Map<number, AccountMessage[]>();
    for (const [user, msg] of pending) {
      if (!this.listeners.has(user)) continue;
      let list = byUser.get(user);
      if (!list) byUser.set(user, (list = []));
      list.push(msg);
    }
    const users = new Set([...this.dirtyWallets.keys(), ...this.dirtyPositions.keys()]);
    for (const user of users) {
      const wallets = this.dirtyWallets.get(user) ?? new Set<string>();
      const positions = this.dirtyPositions.get(user) ?? new Set<number>();
      if (!this.listeners.has(user)) continue;
      let list = byUser.get(user);
      if (!list) byUser.set(user, (list = []));
      list.push(...this.render(user, wallets, positions));
    }
    this.dirtyWallets.clear();
    this.dirtyPositions.clear();
    for (const [user, list] of byUser) {
      for (const msg of list) this.deliver(user, msg);
    }
  }

  /** Sends at once (replies to `calc`, which change nothing). */
  deliver(user: number, msg: AccountMessage): void {
    const set = this.listeners.get(user);
    if (!set) return;
    for (const fn of [...set]) {
      try {
        fn(msg);
      } catch {
        // One broken socket must not keep the others from their messages.
      }
    }
  }
}
