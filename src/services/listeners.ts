// Who wants to hear of something (a status, an event, a message): `add` returns the way to stop
// listening, `emit` tells everyone added before it started, even if one of them leaves meanwhile.
export class Listeners<T> {
  private readonly fns = new Set<(value: T) => void>();

  add(fn: (value: T) => void): () => void {
    this.fns.add(fn);
    return () => {
      this.fns.delete(fn);
    };
  }

  emit(value: T): void {
    for (const fn of [...this.fns]) fn(value);
  }
}
