// The trader's own orders and position on the candle series: one price line per order (side
// colour) with an HTML label kept at the line's height (priceToCoordinate). Dragging the label
// moves the line; on release the new price is asked of the exchange, and the line stays at it
// until the order's update arrives, or snaps back when the exchange refuses or never answers.
// Everything here changes only when orders change or the view moves, never per candle tick.
import { LineStyle, type IPriceLine, type ISeriesApi, type SeriesType } from 'lightweight-charts';

export interface OrderMark {
  id: number;
  price: number;
  /** + buy, − sell (remaining). */
  amount: number;
}

export interface LevelMark {
  key: string;
  price: number;
  label: string;
  /** The position's base price, its liquidation price, or one of the trader's price alerts. */
  kind: 'position' | 'liquidation' | 'alert';
}

export interface LineColors {
  up: string;
  down: string;
  accent: string;
  warn: string;
}

export interface OrderLineActions {
  /** Asks the exchange for the new price; false when nothing could be sent. */
  move(id: number, price: number): boolean;
  cancel(id: number): void;
  /** The price on the exchange's grid. */
  round(price: number): number;
  /** "Buy 0.5 @ 93,000" for an order shown at `price`. */
  label(mark: OrderMark, price: number): string;
  cancelText: string;
}

/** How long a moved line waits for the exchange's update before it snaps back. */
export const MOVE_TIMEOUT_MS = 10_000;

interface Entry {
  mark: OrderMark;
  line: IPriceLine;
  pill: HTMLDivElement;
  text: HTMLSpanElement;
  /** Where the line is drawn while dragged or while the update is under way. */
  draft: number | null;
  dragging: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** One step of the fifth significant figure: what an arrow key moves a line by. */
export function priceStep(price: number): number {
  return price > 0 ? 10 ** (Math.floor(Math.log10(price)) - 4) : 1;
}

export class OrderLines {
  private readonly entries = new Map<number, Entry>();
  private readonly levels = new Map<string, { mark: LevelMark; line: IPriceLine }>();
  private scaleWidth = 0;

  constructor(
    private readonly series: ISeriesApi<SeriesType>,
    private readonly overlay: HTMLElement,
    private colors: LineColors,
    private readonly actions: OrderLineActions,
  ) {}

  setOrders(marks: readonly OrderMark[]): void {
    const seen = new Set<number>();
    for (const mark of marks) {
      seen.add(mark.id);
      const e = this.entries.get(mark.id);
      if (!e) {
        this.entries.set(mark.id, this.create(mark));
        continue;
      }
      const prev = e.mark;
      e.mark = mark;
      if (e.draft !== null && !e.dragging && mark.price !== prev.price) this.settle(e);
      if (mark.amount > 0 !== prev.amount > 0) this.paint(e);
      this.show(e);
    }
    for (const [id, e] of this.entries) if (!seen.has(id)) this.remove(e);
    this.reposition();
  }

  setLevels(marks: readonly LevelMark[]): void {
    const seen = new Set<string>();
    for (const mark of marks) {
      seen.add(mark.key);
      const prev = this.levels.get(mark.key);
      if (prev && prev.mark.price === mark.price && prev.mark.label === mark.label) continue;
      if (prev) prev.line.applyOptions({ price: mark.price, title: mark.label });
      else this.levels.set(mark.key, { mark, line: this.series.createPriceLine(this.levelOptions(mark)) });
      if (prev) prev.mark = mark;
    }
    for (const [key, l] of this.levels) {
      if (seen.has(key)) continue;
      this.series.removePriceLine(l.line);
      this.levels.delete(key);
    }
  }

  /** The exchange refused a move: every line under way goes back to its order's price. */
  refused(): void {
    for (const e of this.entries.values()) if (e.draft !== null && !e.dragging) this.settle(e);
  }

  applyColors(colors: LineColors): void {
    this.colors = colors;
    for (const e of this.entries.values()) this.paint(e);
    for (const l of this.levels.values()) l.line.applyOptions(this.levelOptions(l.mark));
  }

  /** Labels follow their lines when the view pans, zooms, rescales or resizes. */
  reposition(scaleWidth = this.scaleWidth): void {
    this.scaleWidth = scaleWidth;
    const height = this.overlay.clientHeight;
    for (const e of this.entries.values()) {
      const y = this.series.priceToCoordinate(this.shownPrice(e));
      const visible = y !== null && y >= 0 && y <= height;
      e.pill.hidden = !visible;
      if (visible) {
        e.pill.style.top = `${y}px`;
        e.pill.style.right = `${scaleWidth + 4}px`;
      }
    }
  }

  dispose(): void {
    for (const e of [...this.entries.values()]) this.remove(e);
    for (const l of this.levels.values()) this.series.removePriceLine(l.line);
    this.levels.clear();
  }

  private shownPrice(e: Entry): number {
    return e.draft ?? e.mark.price;
  }

  private create(mark: OrderMark): Entry {
    const pill = document.createElement('div');
    pill.className = 'chart-order';
    pill.dataset.orderId = String(mark.id);
    const text = document.createElement('span');
    text.className = 'chart-order-label';
    text.tabIndex = 0;
    text.setAttribute('role', 'slider');
    text.setAttribute('aria-orientation', 'vertical');
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'chart-order-x';
    cancel.textContent = '×';
    cancel.setAttribute('aria-label', this.actions.cancelText);
    cancel.title = this.actions.cancelText;
    cancel.addEventListener('click', () => this.actions.cancel(mark.id));
    pill.append(text, cancel);
    this.overlay.append(pill);
    const line = this.series.createPriceLine({
      price: mark.price,
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: true,
      title: '',
    });
    const e: Entry = { mark, line, pill, text, draft: null, dragging: false, timer: undefined };
    this.listen(e);
    this.paint(e);
    this.show(e);
    return e;
  }

  private listen(e: Entry): void {
    const priceAt = (clientY: number): number | null => {
      const y = clientY - this.overlay.getBoundingClientRect().top;
      const p = this.series.coordinateToPrice(y);
      return p === null || !(p > 0) ? null : this.actions.round(p);
    };
    e.text.addEventListener('pointerdown', (ev) => {
      if (ev.button !== 0) return;
      ev.preventDefault();
      ev.stopPropagation();
      e.text.setPointerCapture(ev.pointerId);
      this.clearTimer(e);
      e.dragging = true;
      e.pill.classList.add('chart-order-dragging');
    });
    e.text.addEventListener('pointermove', (ev) => {
      if (!e.dragging) return;
      const p = priceAt(ev.clientY);
      if (p !== null) this.moveDraft(e, p);
    });
    const release = (commit: boolean) => {
      if (!e.dragging) return;
      e.dragging = false;
      e.pill.classList.remove('chart-order-dragging');
      if (commit) this.commit(e);
      else this.settle(e);
    };
    e.text.addEventListener('pointerup', () => release(true));
    e.text.addEventListener('pointercancel', () => release(false));
    // The keyboard way: arrows move the line a grid step, Enter sends, Escape puts it back.
    e.text.addEventListener('keydown', (ev) => {
      const from = this.shownPrice(e);
      if (ev.key === 'ArrowUp' || ev.key === 'ArrowDown') {
        ev.preventDefault();
        const step = priceStep(from);
        this.moveDraft(e, this.actions.round(from + (ev.key === 'ArrowUp' ? step : -step)));
      } else if (ev.key === 'Enter') {
        ev.preventDefault();
        this.commit(e);
      } else if (ev.key === 'Escape') {
        this.settle(e);
      }
    });
  }

  private moveDraft(e: Entry, price: number): void {
    if (!(price > 0)) return;
    e.draft = price;
    this.show(e);
    this.reposition();
  }

  private commit(e: Entry): void {
    const to = e.draft;
    if (to === null || to === e.mark.price) {
      this.settle(e);
      return;
    }
    this.clearTimer(e);
    if (!this.actions.move(e.mark.id, to)) {
      this.settle(e);
      return;
    }
    e.timer = setTimeout(() => this.settle(e), MOVE_TIMEOUT_MS);
  }

  /** Back to the order's own price (after its update arrived, or after a refusal). */
  private settle(e: Entry): void {
    this.clearTimer(e);
    e.draft = null;
    this.show(e);
    this.reposition();
  }

  private show(e: Entry): void {
    const price = this.shownPrice(e);
    const label = this.actions.label(e.mark, price);
    e.line.applyOptions({ price });
    if (e.text.textContent !== label) e.text.textContent = label;
    e.text.setAttribute('aria-label', label);
    e.text.setAttribute('aria-valuenow', String(price));
    e.pill.classList.toggle('chart-order-pending', e.draft !== null && !e.dragging);
  }

  private paint(e: Entry): void {
    const buy = e.mark.amount > 0;
    const color = buy ? this.colors.up : this.colors.down;
    e.line.applyOptions({ color, axisLabelColor: color });
    e.pill.classList.toggle('chart-order-buy', buy);
    e.pill.classList.toggle('chart-order-sell', !buy);
  }

  private levelOptions(mark: LevelMark) {
    const color = mark.kind === 'position' ? this.colors.accent : this.colors.warn;
    const style = { position: LineStyle.Solid, liquidation: LineStyle.SparseDotted, alert: LineStyle.LargeDashed }[mark.kind];
    return {
      price: mark.price,
      color,
      axisLabelColor: color,
      lineWidth: 1 as const,
      title: mark.label,
      axisLabelVisible: true,
      lineStyle: style,
    };
  }

  private clearTimer(e: Entry): void {
    if (e.timer !== undefined) clearTimeout(e.timer);
    e.timer = undefined;
  }

  private remove(e: Entry): void {
    this.clearTimer(e);
    this.series.removePriceLine(e.line);
    e.pill.remove();
    this.entries.delete(e.mark.id);
  }
}
