// Margin modes against the running exchange (issue 15 item 5): a trader whose margin wallet
// holds only ETH starts isolated (teMarginGroup 1) — a BTC/USD margin order is refused for want
// of USD initial margin, in the protocol's error shape; switched to cross-collateral (group 0,
// kept as the core setting te_conf_margin_group and shown by user info) the ETH collateralises
// it, an order beyond the pool's initial margin is still refused, and the switch back is refused
// while the USD wallet could not hold the open position alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { MARGIN_CALLS as M } from '../../src/protocol/calls/margin';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { MARGIN_GROUP_KEY } from '../../src/protocol/account/margin-rules';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { pageCall as call, pageTrader, type PageSession } from './page-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;

beforeAll(async () => {
  loopback = await startLoopbackExchange('margin-modes', { seed: 23 });
  exchange = loopback.exchange;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

async function ethTrader(email: string): Promise<PageSession> {
  const { session, id } = await pageTrader(exchange, email, 'correct horse battery 23', { funded: false });
  // Margin trading needs an intermediate verification for a new account.
  exchange.accounts.users.setVerificationLevel(id, 2);
  exchange.trading.fundAccount(id, [{ wallet: 'margin', currency: 'ETH', amount: '1' }]);
  return session;
}

const group = async (s: PageSession) => ((await call(s, C.userInfo.path)) as unknown[])[40];
const core = async (s: PageSession) => (await call(s, C.coreSettings.path, { keys: [MARGIN_GROUP_KEY] })) as unknown[];
const buy = (s: PageSession, amount: string) => call(s, T.orderSubmit.path, { type: 'MARKET', symbol: 'tBTCUSD', amount });

describe('margin modes', () => {
  it('refuses beyond the initial margin, lets cross mode use the other currencies, and switches with care', async () => {
    const s = await ethTrader('margin-modes@example.com');
    expect(await group(s)).toBe(1);
    expect(await core(s)).toEqual([[MARGIN_GROUP_KEY, '1']]);

    const isolated = (await buy(s, '0.01')) as unknown[];
    expect(isolated[0]).toBe('error');
    expect(String(isolated[2])).toMatch(
      /^Invalid order: not enough tradable balance for 0\.01 BTCUSD at [\d.]+ \(initial margin [\d.]+ USD: 20 % of the order, leverage up to 5×; 0 USD free in isolated margin\)$/,
    );

    const sw = (await call(s, M.marginGroupSet.path, { group: 0 })) as unknown[];
    expect([sw[1], sw[4], sw[6], sw[7]]).toEqual(['margin_group', [0], 'SUCCESS', 'Margin mode: cross-collateral (group 0).']);
    expect(await group(s)).toBe(0);
    expect(await core(s)).toEqual([[MARGIN_GROUP_KEY, '0']]);

    const placed = (await buy(s, '0.01')) as unknown[];
    expect(placed[6], JSON.stringify(placed)).toBe('SUCCESS');
    const positions = (await call(s, T.positions.path)) as unknown[][];
    const p = positions.find((r) => r[0] === 'tBTCUSD');
    expect(p?.[2]).toBe(0.01);

    // 1 BTC needs about 19000 USD of initial margin; 1 ETH is worth about 3400.
    const beyond = (await buy(s, '1')) as unknown[];
    expect(beyond[0]).toBe('error');
    expect(String(beyond[2])).toMatch(/free in cross-collateral margin\)$/);

    const back = (await call(s, M.marginGroupSet.path, { group: 1 })) as unknown[];
    expect(back[0]).toBe('error');
    expect(String(back[2])).toMatch(/^Invalid margin group: in isolated margin the USD margin wallet would be [\d.]+ USD short/);
    expect(await group(s)).toBe(0);

    const bad = (await call(s, M.marginGroupSet.path, { group: 5 })) as unknown[];
    expect(bad).toEqual(['error', 10020, 'group: invalid (0 cross-collateral, 1 isolated)']);
  });

  it('keeps the group in the database', async () => {
    const s = await ethTrader('margin-keeps@example.com');
    await call(s, M.marginGroupSet.path, { group: 0 });
    const id = ((await call(s, C.userInfo.path)) as unknown[])[0] as number;
    expect(exchange.accounts.settings.usersWithCore(MARGIN_GROUP_KEY, '0')).toContain(id);
  });
});
