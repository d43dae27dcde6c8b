// The write side of the trading calls (`/v2/auth/w/…`): each answers with the operation's
// notification, or the error shape when the operation was refused. Paths, capabilities and
// bodies are the protocol's call table.
import { TRADING_CALLS as C } from '../../../src/protocol/calls/trading';
import { OTC_CALLS } from '../../../src/protocol/calls/otc';
import { EARN_CALLS } from '../../../src/protocol/calls/earn';
import { MARGIN_CALLS } from '../../../src/protocol/calls/margin';
import { CUSTODY_CALLS } from '../../../src/protocol/calls/custody';
import type { Trading } from '../../trading/index';
import { answer, refusal, type TradingPost } from '../trading-routes';

/** The trading layer's answer, or its refusal text as the REST error. */
function orRefusal<T>(r: T | string): T {
  if (typeof r === 'string') throw refusal(r);
  return r;
}

export function registerTradingWrites(post: TradingPost, trading: Trading): void {
  post(C.orderSubmit, (user, { input }) => answer(trading.submitOrder(user, input, 'rest')));
  post(C.orderUpdate, (user, { input }) => answer(trading.updateOrder(user, input, 'rest')));
  post(C.orderCancel, (user, { input }) => answer(trading.cancelOrder(user, input)));
  post(C.orderCancelMulti, (user, { input }) => answer(trading.cancelOrders(user, input)));
  post(C.orderMulti, (user, { input }) => answer(trading.orderMulti(user, input, 'rest')));

  post(C.positionClaim, (user, { input }) => answer(trading.claimPosition(user, input)));
  post(C.positionIncrease, (user, { input }) => answer(trading.increasePosition(user, input)));
  post(MARGIN_CALLS.marginGroupSet, (user, { input }) => answer(trading.setMarginGroup(user, input)));
  post(C.derivCollateral, (user, { input }) => orRefusal(trading.setCollateral(user, input.symbol, input.collateral)));

  post(C.transfer, (user, { input }) => answer(trading.transfer(user, input)));
  post(C.depositAddress, (user, { input }) => answer(trading.depositAddress(user, input)));
  post(C.withdraw, (user, { input }) => answer(trading.withdraw(user, input)));
  post(C.withdrawCancel, (user, { input }) => answer(trading.cancelWithdrawal(user, input)));
  post(C.depositSend, (user, { input }) => answer(trading.sendToAddress(user, input)));
  post(C.addressBook, (user, { input }) => orRefusal(trading.addressBook(user, input)));
  post(C.travelRule, (_user, { input }) => trading.travelRule(input.address));
  post(C.checkAddress, (_user, { input }) => trading.checkAddress(input.currency.toUpperCase(), input.address.trim()));

  post(C.offerSubmit, (user, { input }) => answer(trading.submitOffer(user, input)));
  post(C.offerCancel, (user, { input }) => answer(trading.cancelOffer(user, input)));
  post(C.offerCancelAll, (user, { input }) => answer(trading.cancelAllOffers(user, input.currency)));
  post(C.fundingClose, (user, { input }) => answer(trading.closeFunding(user, input)));
  post(C.fundingAuto, (user, { input }) => answer(trading.autoFunding(user, input)));
  post(C.fundingKeep, (user, { input }) => answer(trading.keepFunding(user, input)));

  post(OTC_CALLS.otcQuote, (user, { input }) => answer(trading.otc.quote(user, input)));
  post(OTC_CALLS.otcAccept, (user, { input }) => answer(trading.otc.accept(user, input)));
  post(EARN_CALLS.stake, (user, { input }) => answer(trading.staking.stake(user, input)));
  post(EARN_CALLS.unstake, (user, { input }) => answer(trading.staking.unstake(user, input)));
  post(EARN_CALLS.cardBuy, (user, { input }) => answer(trading.cards.buy(user, input)));
  post(CUSTODY_CALLS.custodyOnboard, (user) => orRefusal(trading.custody.onboard(user)));
  post(CUSTODY_CALLS.custodyTransfer, (user, { input }) => orRefusal(trading.custody.transfer(user, input)));

  post(C.alertSet, (user, { input }) => orRefusal(trading.setAlert(user, input)));
  post(C.alertDel, (user, { input }) => [trading.deleteAlert(user, input)]);
}
