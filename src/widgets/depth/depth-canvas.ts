// Draws the depth chart on a canvas: the bids' and asks' cumulative amounts as stepped areas on a
// price axis centred on the mid, the mid line, price and amount axes, and the hovered price.
// Plain 2D canvas: a depth chart is a few hundred steps, no charting library needed for it.
import type { ChartColors } from '../../ui/theme-colors';
import type { DepthData, DepthStep, DepthWindow } from './depth-model';

/** Room for the amount axis at the right and the price axis at the bottom (CSS px). */
const AXIS_RIGHT = 56;
const AXIS_BOTTOM = 18;
/** The tallest side reaches this share of the plot, leaving room above it. */
const HEADROOM = 0.9;
const FONT = '11px system-ui, sans-serif';

export interface DepthLabels {
  price(value: number): string;
  amount(value: number): string;
}

export interface Plot {
  left: number;
  top: number;
  width: number;
  height: number;
}

export class DepthCanvas {
  private readonly ctx: CanvasRenderingContext2D;
  private cssWidth = 0;
  private cssHeight = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private colors: ChartColors,
  ) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    this.ctx = ctx;
  }

  setColors(colors: ChartColors): void {
    this.colors = colors;
  }

  /** Matches the backing store to the element's size and the screen's pixel ratio. */
  resize(width: number, height: number): void {
    const ratio = window.devicePixelRatio || 1;
    this.cssWidth = width;
    this.cssHeight = height;
    this.canvas.width = Math.max(1, Math.round(width * ratio));
    this.canvas.height = Math.max(1, Math.round(height * ratio));
    this.ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  }

  plot(): Plot {
    return { left: 0, top: 0, width: Math.max(0, this.cssWidth - AXIS_RIGHT), height: Math.max(0, this.cssHeight - AXIS_BOTTOM) };
  }

  /** The price at a horizontal position of the plot. */
  priceAt(x: number, win: DepthWindow): number {
    const p = this.plot();
    return win.low + ((x - p.left) / Math.max(1, p.width)) * (win.high - win.low);
  }

  draw(data: DepthData, win: DepthWindow | null, labels: DepthLabels, hoverPrice: number | null): void {
    const { ctx, colors } = this;
    ctx.clearRect(0, 0, this.cssWidth, this.cssHeight);
    const p = this.plot();
    if (!win || p.width < 10 || p.height < 10) return;
    const x = (price: number) => p.left + ((price - win.low) / (win.high - win.low)) * p.width;
    const top = win.maxTotal > 0 ? win.maxTotal / HEADROOM : 1;
    const y = (total: number) => p.top + p.height - (total / top) * p.height;

    ctx.font = FONT;
    ctx.lineWidth = 1;
    // Amount grid and axis.
    ctx.fillStyle = colors.text;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    for (let i = 1; i <= 4; i++) {
      const total = (top * HEADROOM * i) / 4;
      const gy = Math.round(y(total)) + 0.5;
      ctx.strokeStyle = colors.grid;
      ctx.beginPath();
      ctx.moveTo(p.left, gy);
      ctx.lineTo(p.left + p.width, gy);
      ctx.stroke();
      ctx.fillText(labels.amount(total), p.left + p.width + 6, gy);
    }
    // Price axis.
    ctx.textBaseline = 'top';
    ctx.textAlign = 'center';
    for (let i = 1; i <= 4; i++) {
      const price = win.low + ((win.high - win.low) * i) / 5;
      ctx.fillText(labels.price(price), x(price), p.top + p.height + 4);
    }
    ctx.strokeStyle = colors.border;
    ctx.beginPath();
    ctx.moveTo(p.left, p.top + p.height + 0.5);
    ctx.lineTo(p.left + p.width, p.top + p.height + 0.5);
    ctx.moveTo(p.left + p.width + 0.5, p.top);
    ctx.lineTo(p.left + p.width + 0.5, p.top + p.height);
    ctx.stroke();

    ctx.save();
    ctx.beginPath();
    ctx.rect(p.left, p.top, p.width, p.height);
    ctx.clip();
    this.area(data.bids, x, y, p, colors.up, (price) => price < win.low);
    this.area(data.asks, x, y, p, colors.down, (price) => price > win.high);
    if (data.mid !== null) {
      const mx = Math.round(x(data.mid)) + 0.5;
      ctx.strokeStyle = colors.text;
      ctx.setLineDash([3, 3]);
      ctx.beginPath();
      ctx.moveTo(mx, p.top);
      ctx.lineTo(mx, p.top + p.height);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (hoverPrice !== null) {
      const hx = Math.round(x(hoverPrice)) + 0.5;
      ctx.strokeStyle = colors.crosshair;
      ctx.beginPath();
      ctx.moveTo(hx, p.top);
      ctx.lineTo(hx, p.top + p.height);
      ctx.stroke();
    }
    ctx.restore();
  }

  /** One side as a stepped area from its best level outwards; stops past the window's edge. */
  private area(
    side: readonly DepthStep[],
    x: (price: number) => number,
    y: (total: number) => number,
    p: Plot,
    colour: string,
    beyond: (price: number) => boolean,
  ): void {
    if (side.length === 0) return;
    const { ctx } = this;
    const base = p.top + p.height;
    ctx.beginPath();
    ctx.moveTo(x(side[0]!.price), base);
    let previous = 0;
    let lastX = x(side[0]!.price);
    for (const s of side) {
      lastX = x(s.price);
      ctx.lineTo(lastX, y(previous));
      ctx.lineTo(lastX, y(s.total));
      previous = s.total;
      if (beyond(s.price)) break;
    }
    ctx.lineTo(lastX, base);
    ctx.closePath();
    ctx.globalAlpha = 0.22;
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.strokeStyle = colour;
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.lineWidth = 1;
  }
}
