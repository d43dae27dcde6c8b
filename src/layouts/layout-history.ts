// Undo and redo of a layout: the model as it was before each change (a move, a dock, a split, a
// resize, an added or closed panel, a panel's own state), newest last, at most `limit` of them.
// A new change forgets what was undone.
import type { IJsonModel } from 'flexlayout-react';

export const LAYOUT_HISTORY_LIMIT = 100;

export class LayoutHistory {
  private readonly past: IJsonModel[] = [];
  private readonly future: IJsonModel[] = [];

  constructor(private readonly limit = LAYOUT_HISTORY_LIMIT) {}

  /** A change was made; `before` is the model as it was. */
  changed(before: IJsonModel): void {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future.length = 0;
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** The model to go back to, given the one shown now; undefined when there is none. */
  undo(current: IJsonModel): IJsonModel | undefined {
    const previous = this.past.pop();
    if (previous) this.future.push(current);
    return previous;
  }

  redo(current: IJsonModel): IJsonModel | undefined {
    const next = this.future.pop();
    if (next) this.past.push(current);
    return next;
  }
}
