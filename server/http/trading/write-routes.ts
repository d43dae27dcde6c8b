// The write side of the trading calls (`/v2/auth/w/…`): each answers with the operation's
// notification, or the error shape when the operation was refused. Paths, capabilities and
// bodies are the protocol's call table.
import { TRADING_CALLS as C } from '../../../src/protocol/calls/trading';
import type { Trading } from '../../trading/index';
import { answer, refusal, type TradingPost } from '../trading-routes';

export function registerTradingWrites(post: TradingPost, trading: Trading): void {
  post(C.orderSubmit, (user, { input }) => answer(trading.submitOrder(user, input, 'rest')));
  post(C.orderUpdate, (user, { input }) => answer(trading.updateOrder(user, input, 'rest')));
  post(C.orderCancel, (user, { input }) => answer(trading.cancelOrder(user, input)));
  post(C.orderCancelMulti, (user, { input }) => answer(trading.cancelOrders(user, input)));
  post(C.orderMulti, (user, { input }) => answer(trading.orderMulti(user, input, 'rest')));

  post(C.positionClaim, (user, { input }) => answer(trading.claimPosition(user, input)));
  post(C.positionIncrease, (user, { input }) => answer(trading.increasePosition(user, input)));
  post(C.derivCollateral, (user, { input }) => {
    const r = trading.setCollateral(user, input.symbol, input.collateral);
    if (typeof r === 'string') throw refusal(r);
    return r;
  });

  post(C.transfer, (user, { input }) => answer(trading.transfer(user, input)));
  post(C.depositAddress, (user, { input }) => answer(trading.depositAddress(user, input)));
  post(C.withdraw, (user, { input }) => answer(trading.withdraw(user, input)));

  post(C.offerSubmit, (user, { input }) => answer(trading.submitOffer(user, input)));
  post(C.offerCancel, (user, { input }) => answer(trading.cancelOffer(user, input)));
  post(C.offerCancelAll, (user, { input }) => answer(trading.cancelAllOffers(user, input.currency)));
  post(C.fundingClose, (user, { input }) => answer(trading.closeFunding(user, input)));
  post(C.fundingAuto, (user, { input }) => answer(trading.autoFunding(user, input)));
  post(C.fundingKeep, (user, { input }) => answer(trading.keepFunding(user, input)));

  post(C.alertSet, (user, { input }) => {
    const r = trading.setAlert(user, input);
    if (typeof r === 'string') throw refusal(r);
    return r;
  });
  post(C.alertDel, (user, { input }) => [trading.deleteAlert(user, input)]);
}
