// The order form's own state, saved under its widget key: the trading context and whether every
// order is confirmed before it is sent.
import { CONTEXTS, type TradingContext } from './form-model';

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
