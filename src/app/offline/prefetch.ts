// Prefetch of the pages likely next (account-side §9): their chunks are loaded ahead, 4 at a time
// every 3000 ms, so opening one is instant, and with the service worker it is then cached for an
// offline visit. Nothing is fetched on a 2g connection, with the browser's data saver on, or while
// the browser is offline (the batch whose turn comes then is left to the next).

export const PREFETCH_BATCH = 4;
export const PREFETCH_EVERY_MS = 3000;

/** The Network Information API's fields this reads (navigator.connection, where the browser has it). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether prefetching is off now: a 2g (or slower) connection, the data saver, or no network. */
export function prefetchSkipped(connection: ConnectionInfo | undefined, online: boolean): boolean {
  if (!online) return true;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

export interface PrefetchDeps<K> {
  /** The pages likely next from where the user is now, most likely first. */
  next(): K[];
  load(key: K): Promise<unknown>;
  skipped(): boolean;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Every PREFETCH_EVERY_MS (the first batch at once), loads the next PREFETCH_BATCH of the likely
 *  pages not loaded yet; the likely pages are asked anew each time, so they follow the user from
 *  page to page. Each is loaded once: one that fails is left to its own navigation. */
export class Prefetcher<K> {
  private readonly asked = new Set<K>();
  private timer: unknown;

  constructor(private readonly deps: PrefetchDeps<K>) {}

  start(): void {
    if (this.timer !== undefined) return;
    this.batch();
    this.timer = this.deps.setInterval(() => this.batch(), PREFETCH_EVERY_MS);
  }

  stop(): void {
    if (this.timer === undefined) return;
    this.deps.clearInterval(this.timer);
    this.timer = undefined;
  }

  private batch(): void {
    if (this.deps.skipped()) return;
    const due = this.deps.next().filter((key) => !this.asked.has(key));
    for (const key of due.slice(0, PREFETCH_BATCH)) {
      this.asked.add(key);
      this.deps.load(key).catch(() => undefined);
    }
  }
}
