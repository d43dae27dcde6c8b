// The demo account's starting funds: booked once per user as completed deposits, each with its
// ledger entry, so the paper-trading wallets look like any other account's.
import { LedgerCategory } from './ledger-category';
import { runUnit, type Ctx } from './context';
import { dec, money } from './decimal';
import { WALLET_TYPES, type MovementState, type WalletType } from './records';
import { CURRENCY_NAMES, DEMO_FUNDS, txid } from './wallet-methods';

/** The demo account's funds, once per user (later calls change nothing). True when funded now. */
export function fundAccount(
  ctx: Ctx,
  user: number,
  grants: ReadonlyArray<{ wallet: WalletType; currency: string; amount: string }> = DEMO_FUNDS,
): boolean {
  return runUnit(ctx, () => {
    if (ctx.accounts.userState<number>(user, 'demo_funded') !== undefined) return false;
    const now = ctx.now();
    for (const g of grants) {
      if (!WALLET_TYPES.includes(g.wallet)) continue;
      const amount = money(dec(g.amount));
      if (!amount.isPositive()) continue;
      const m: MovementState = {
        id: ctx.ids.movement.next(),
        user,
        kind: 'deposit',
        currency: g.currency,
        currencyName: CURRENCY_NAMES[g.currency] ?? g.currency,
        method: 'demo',
        wallet: g.wallet,
        amount,
        fee: dec(0),
        status: 'COMPLETED',
        mtsStarted: now,
        mtsUpdated: now,
        address: null,
        paymentId: null,
        txid: txid(`demo:${user}:${g.wallet}:${g.currency}`),
        note: 'Paper trading funds',
        due: null,
      };
      ctx.accounts.book(user, g.wallet, g.currency, amount, `Deposit (DEMO) #${m.id} on wallet ${g.wallet}`, LedgerCategory.DEPOSIT, now, {
        reason: 'DEPOSIT',
        movement_id: m.id,
      });
      ctx.accounts.saveMovement(m);
      ctx.outbox.wallet(user, g.wallet, g.currency);
    }
    ctx.accounts.setUserState(user, 'demo_funded', now);
    return true;
  });
}
