// A list of listeners. A throwing listener is reported once and skipped, so that one faulty
// subscriber cannot break the engine's event flow for everybody else.

export class Emitter<A extends unknown[]> {
  private readonly fns = new Set<(...args: A) => void>();
  private reported = false;

  add(fn: (...args: A) => void): () => void {
    this.fns.add(fn);
    return () => {
      this.fns.delete(fn);
    };
  }

  get size(): number {
    return this.fns.size;
  }

  emit(...args: A): void {
    for (const fn of this.fns) {
      try {
        fn(...args);
      } catch (err) {
        if (!this.reported) {
          this.reported = true;
          console.error('tradedesk: a market listener threw:', err);
        }
      }
    }
  }
}
