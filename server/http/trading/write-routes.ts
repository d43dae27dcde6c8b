// The write side of the trading calls (`/v2/auth/w/…`): each answers with the operation's
// notification, or the error shape when the operation was refused.
import type { FastifyRequest } from 'fastify';
import type { Trading } from '../../trading/index';
import { parseParams } from '../params';
import { answer, refusal, type TradingPost } from '../trading-routes';
import {
  AlertDelBody,
  AlertSetBody,
  CancelAllOffersBody,
  CancelMultiBody,
  ClaimBody,
  CollateralBody,
  DepositAddressBody,
  FundingAutoBody,
  FundingCloseBody,
  FundingKeepBody,
  IdBody,
  IncreaseBody,
  OfferSubmitBody,
  OrderCancelBody,
  OrderMultiBody,
  OrderSubmitBody,
  OrderUpdateBody,
  TransferBody,
  WithdrawBody,
} from './schemas';

const body = (req: FastifyRequest): unknown => req.body ?? {};

export function registerTradingWrites(post: TradingPost, trading: Trading): void {
  const checked = <T>(schema: Parameters<typeof parseParams>[0], req: FastifyRequest): T => parseParams(schema, body(req), 'body') as T;

  post('/v2/auth/w/order/submit', 'orders', true, (user, req) => answer(trading.submitOrder(user, checked(OrderSubmitBody, req), 'rest')));
  post('/v2/auth/w/order/update', 'orders', true, (user, req) => answer(trading.updateOrder(user, checked(OrderUpdateBody, req), 'rest')));
  post('/v2/auth/w/order/cancel', 'orders', true, (user, req) => answer(trading.cancelOrder(user, checked(OrderCancelBody, req))));
  post('/v2/auth/w/order/cancel/multi', 'orders', true, (user, req) => answer(trading.cancelOrders(user, checked(CancelMultiBody, req))));
  post('/v2/auth/w/order/multi', 'orders', true, (user, req) => {
    const { ops } = checked<{ ops: unknown[] }>(OrderMultiBody, req);
    return answer(trading.orderMulti(user, ops, 'rest'));
  });

  post('/v2/auth/w/position/claim', 'positions', true, (user, req) => answer(trading.claimPosition(user, checked(ClaimBody, req))));
  post('/v2/auth/w/position/increase', 'positions', true, (user, req) =>
    answer(trading.increasePosition(user, checked(IncreaseBody, req))),
  );
  post('/v2/auth/w/deriv/collateral/set', 'positions', true, (user, req) => {
    const b = checked<{ symbol: string; collateral: string | number }>(CollateralBody, req);
    const r = trading.setCollateral(user, b.symbol, b.collateral);
    if (typeof r === 'string') throw refusal(r);
    return r;
  });

  post('/v2/auth/w/transfer', 'wallets', true, (user, req) => answer(trading.transfer(user, checked(TransferBody, req))));
  post('/v2/auth/w/deposit/address', 'wallets', true, (user, req) =>
    answer(trading.depositAddress(user, checked(DepositAddressBody, req))),
  );
  post('/v2/auth/w/withdraw', 'withdraw', true, (user, req) => answer(trading.withdraw(user, checked(WithdrawBody, req))));

  post('/v2/auth/w/funding/offer/submit', 'funding', true, (user, req) => answer(trading.submitOffer(user, checked(OfferSubmitBody, req))));
  post('/v2/auth/w/funding/offer/cancel', 'funding', true, (user, req) => answer(trading.cancelOffer(user, checked(IdBody, req))));
  post('/v2/auth/w/funding/offer/cancel/all', 'funding', true, (user, req) =>
    answer(trading.cancelAllOffers(user, checked<{ currency?: string }>(CancelAllOffersBody, req).currency)),
  );
  post('/v2/auth/w/funding/close', 'funding', true, (user, req) => answer(trading.closeFunding(user, checked(FundingCloseBody, req))));
  post('/v2/auth/w/funding/auto', 'funding', true, (user, req) => answer(trading.autoFunding(user, checked(FundingAutoBody, req))));
  post('/v2/auth/w/funding/keep', 'funding', true, (user, req) => answer(trading.keepFunding(user, checked(FundingKeepBody, req))));

  post('/v2/auth/w/alert/set', 'account', true, (user, req) => {
    const r = trading.setAlert(user, checked(AlertSetBody, req));
    if (typeof r === 'string') throw refusal(r);
    return r;
  });
  post('/v2/auth/w/alert/del', 'account', true, (user, req) => [trading.deleteAlert(user, checked(AlertDelBody, req))]);
}
