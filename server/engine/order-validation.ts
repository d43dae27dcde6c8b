// Checks a new order before anything changes; returns the wire error text or undefined.
import { OrderFlag, type OrderRequest } from './types';
import { Kind, kindOf } from './live-order';

export function isAtoms(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n !== 0;
}

export function isPrice(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

export function isFlags(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

export function validateOrder(req: OrderRequest, known: { symbol(s: string): boolean; id(id: number): boolean }): string | undefined {
  if (typeof req.symbol !== 'string' || !known.symbol(req.symbol)) return 'symbol: invalid';
  if (!Number.isSafeInteger(req.id) || req.id <= 0) return 'id: invalid';
  if (known.id(req.id)) return 'duplicate id';
  if (!Number.isSafeInteger(req.owner) || req.owner < 0) return 'Invalid order: owner';
  const kind = typeof req.type === 'string' ? kindOf(req.type) : undefined;
  if (kind === undefined) return 'type: invalid';
  if (!isAtoms(req.amount)) return 'amount: invalid';
  if (!isFlags(req.flags)) return 'flags: invalid';
  if (req.mtsTif !== null && !(typeof req.mtsTif === 'number' && Number.isFinite(req.mtsTif))) {
    return 'tif: invalid';
  }
  const needsPrice = kind !== Kind.MARKET && kind !== Kind.TRAILING;
  if (needsPrice && !isPrice(req.price)) return 'price: invalid';
  if (kind === Kind.STOP_LIMIT && !isPrice(req.priceAuxLimit)) return 'price_aux_limit: invalid';
  if (kind === Kind.TRAILING && !isPrice(req.priceTrailing)) return 'price_trailing: invalid';
  if ((req.flags & OrderFlag.OCO) !== 0) {
    if (kind !== Kind.LIMIT) return 'Invalid order: OCO needs a limit order';
    if (!isPrice(req.priceOcoStop)) return 'price_oco_stop: invalid';
    const ocoId = req.ocoId;
    if (typeof ocoId !== 'number' || !Number.isSafeInteger(ocoId) || ocoId <= 0 || ocoId === req.id) {
      return 'Invalid order: OCO needs an id for its stop';
    }
    if (known.id(ocoId)) return 'duplicate id';
    const limit = req.price;
    const stop = req.priceOcoStop;
    // A buy OCO takes profit below and stops out above; a sell the other way round.
    if (req.amount > 0 ? stop <= limit : stop >= limit) {
      return 'Invalid order: OCO stop price must be on the other side of the limit price';
    }
  }
  return undefined;
}
