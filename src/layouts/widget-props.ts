// What every widget component receives from the layout engine.
export interface WidgetProps<S> {
  /** `widget/<type>/<id>`: the panel's identity and the key of its saved state. */
  widgetKey: string;
  /** The widget's own state (symbol, precision, interval…), defaults filled in. */
  state: S;
  setState(next: S): void;
}
