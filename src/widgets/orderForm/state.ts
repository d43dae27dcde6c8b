// The order form's own state, saved under its widget key: the trading context and whether every
// order is confirmed before it is sent.
/** The trading contexts of the form (its tabs). Kept here, not in the form's model, so the
 *  workspace's first load reads a saved form's state without taking the whole form along. */
export const CONTEXTS = ['exchange', 'margin', 'derivatives'] as const;
export type TradingContext = (typeof CONTEXTS)[number];

export interface OrderFormState {
  context: TradingContext;
  confirm: boolean;
}

export const DEFAULT_ORDER_FORM_STATE: OrderFormState = { context: 'exchange', confirm: false };

export function parseOrderFormState(raw: unknown): OrderFormState {
  const r = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    context:
      typeof r.context === 'string' && (CONTEXTS as readonly string[]).includes(r.context)
        ? (r.context as TradingContext)
        : DEFAULT_ORDER_FORM_STATE.context,
    confirm: typeof r.confirm === 'boolean' ? r.confirm : DEFAULT_ORDER_FORM_STATE.confirm,
  };
}
