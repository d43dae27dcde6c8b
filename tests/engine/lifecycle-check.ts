// What every engine's events must keep to, checked cheaply (vitest's expect is too slow for tens
// of thousands of calls per run): an order or offer is announced before it is updated, and
// nothing is heard of it after its close.
export function check(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

export class Lifecycles {
  private readonly life = new Map<number, 'open' | 'closed'>();

  /** One event of `id`: new, update or close. */
  step(id: number, kind: string): void {
    const state = this.life.get(id);
    check(state !== 'closed', `event after close for ${id}`);
    check(state !== undefined || kind !== 'update', `first event of ${id} is an update`);
    this.life.set(id, kind === 'close' ? 'closed' : 'open');
  }

  isOpen(id: number): boolean {
    return this.life.get(id) === 'open';
  }
}
