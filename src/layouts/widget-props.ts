// What every widget component receives from the layout engine, and what a new panel starts with.
import type { CandleTimeframe } from '../protocol/public/candle-key';
import type { BookPrecision } from '../models/books';

export interface WidgetProps<S> {
  /** `widget/<type>/<id>`: the panel's identity and the key of its saved state. */
  widgetKey: string;
  /** The widget's own state (symbol, precision, interval…), defaults filled in. */
  state: S;
  setState(next: S): void;
}

/** The user's defaults for a panel with nothing saved yet (market-side §3 "UI settings":
 *  chart_interval, book_precision); a panel keeps its own choice once made. */
export interface WidgetDefaults {
  chartInterval: CandleTimeframe;
  bookPrecision: BookPrecision;
}
