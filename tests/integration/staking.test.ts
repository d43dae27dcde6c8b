// Staking against the running exchange (issue 16, item 3), on the product's day-long period with
// the exchange's clock in the test's hands (it moves the clock a period on, and the payout timer
// runs at once, instead of the test waiting for it): a stake moves ETH from the exchange wallet into the staked balance with a ledger entry, rewards
// are paid into the wallet at the currency's rate at the end of every period with a ledger entry
// each, and an unstake returns the principal; the refusals in the error shape; and, with the
// exchange as `npm start` runs it, a stake and its rewards through kill -9: nothing lost, no
// period paid twice, missed periods caught up, accrual going on.
import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import { decodeStaking, stakingTermsOf, type Stake } from '../../src/protocol/account/staking';
import { callPath } from '../../src/protocol/calls/define';
import { EARN_CALLS as E } from '../../src/protocol/calls/earn';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { accountRig, apiKeyOf, exchangeBalance as balance, killableExchange, stopped, type KeyCaps } from './account-rig';
import { keyCall, pageCall as call, type PageSession } from './page-session';
import { testClock } from '../test-clock';

/** The period of the exchange started as a process below (a second: its clock is its own). */
const PERIOD_MS = 1000;
/** The product's period: a day. */
const DAY_MS = 86_400_000;
const ETH_RATE = stakingTermsOf('ETH')!.dailyRate;

const clock = testClock();
const rig = accountRig('staking', { seed: 17 }, 'correct horse battery 17', { env: {}, now: clock.now });
const newTrader = rig.newTrader;
/** Periods pass: the clock moves on and the exchange's timers run (as their next tick would). */
function periodsPass(n: number): void {
  clock.advance(n * DAY_MS);
  rig.exchange.trading.runTimers();
}

async function staking(s: PageSession) {
  return decodeStaking(await call(s, E.staking.path, { limit: 500 }));
}

async function stakeOf(s: PageSession, currency: string): Promise<Stake> {
  return (await staking(s)).stakes.find((x) => x.currency === currency)!;
}

async function ledger(s: PageSession, currency: string): Promise<unknown[][]> {
  // Up to the test's clock: the rewards of the periods it moved on are stamped then.
  return (await call(s, callPath(T.ledgersOf, { currency }), { limit: 500, end: clock.now() + 1 })) as unknown[][];
}

const rewardsIn = (rows: unknown[][]) => rows.filter((r) => String(r[8]).startsWith('Staking reward'));
const sum = (values: number[]) => values.reduce((a, v) => a.plus(v), new BigNumber(0));

describe('staking', () => {
  it('stakes from the exchange wallet, pays rewards each period at the rate, and unstakes the principal', async () => {
    const s = await newTrader('stake-one@example.com');
    const n = (await call(s, E.stake.path, { currency: 'eth', amount: '10' })) as unknown[];
    expect(n[1]).toBe('stake');
    expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
    expect(n[7]).toBe('Staked 10 ETH from wallet exchange');
    expect(await balance(s, 'ETH')).toEqual(new BigNumber(20));
    const [entry] = await ledger(s, 'ETH');
    expect(entry?.[5]).toBe(-10);
    expect(entry?.[8]).toBe('Staked 10 ETH from wallet exchange');

    const staked = await stakeOf(s, 'ETH');
    expect(staked).toMatchObject({ amount: 10, dailyRate: Number(ETH_RATE), periodMs: DAY_MS });
    expect(staked.nextPayoutMts - staked.lastPaidMts).toBe(DAY_MS);

    // The timer pays at the end of each period: 10 × the rate a period, into the wallet.
    periodsPass(1);
    periodsPass(1);
    expect(rewardsIn(await ledger(s, 'ETH'))).toHaveLength(2);
    const paid = await stakeOf(s, 'ETH');
    const rewards = rewardsIn(await ledger(s, 'ETH'));
    const perPeriod = new BigNumber(10).times(ETH_RATE).toNumber();
    expect(rewards[0]?.[5]).toBe(perPeriod);
    expect(String(rewards[0]?.[8])).toMatch(/^Staking reward on 10 ETH at 0\.01 % a day for 1 period on wallet exchange$/);
    expect(paid.amount).toBe(10);
    expect(new BigNumber(paid.rewardsPaid).gte(sum(rewards.map((r) => r[5] as number)))).toBe(true);

    const events = (await staking(s)).events;
    expect(events.at(-1)).toMatchObject({ kind: 'STAKE', currency: 'ETH', amount: 10 });
    expect(events.filter((e) => e.kind === 'REWARD').length).toBeGreaterThanOrEqual(2);

    const u = (await call(s, E.unstake.path, { currency: 'ETH', amount: '10' })) as unknown[];
    expect(u[6], JSON.stringify(u)).toBe('SUCCESS');
    expect(u[7]).toBe('Unstaked 10 ETH to wallet exchange');
    const after = await stakeOf(s, 'ETH');
    expect(after.amount).toBe(0);
    // Nothing staked: no payment to come.
    expect(after.nextPayoutMts).toBe(0);
    expect((await stakeOf(s, 'SOL')).nextPayoutMts).toBe(0);
    // The principal is back and every reward paid stays: 30 + all rewards, as the ledger says.
    const allRewards = sum(rewardsIn(await ledger(s, 'ETH')).map((r) => r[5] as number));
    expect(allRewards.toNumber()).toBe(after.rewardsPaid);
    expect(await balance(s, 'ETH')).toEqual(new BigNumber(30).plus(allRewards));
    const last = (await staking(s)).events[0];
    expect(last).toMatchObject({ kind: 'UNSTAKE', amount: 10 });
    // Nothing staked, nothing paid any more.
    const count = rewardsIn(await ledger(s, 'ETH')).length;
    periodsPass(2);
    expect(rewardsIn(await ledger(s, 'ETH')).length).toBe(count);
  });

  it('refuses in the error shape and moves nothing', async () => {
    const s = await newTrader('stake-two@example.com');
    const stake = (body: unknown) => call(s, E.stake.path, body);
    expect(await stake({ currency: 'BTC', amount: '1' })).toEqual(['error', 10020, 'currency: invalid (one of ETH, SOL, UST stakes)']);
    expect(await stake({ currency: 'ETH', amount: '0.001' })).toEqual(['error', 10020, 'amount: invalid (the least stake is 0.01 ETH)']);
    expect(await stake({ currency: 'ETH', amount: '-1' })).toEqual([
      'error',
      10020,
      'amount: invalid (a positive amount, at most 8 decimals)',
    ]);
    expect(await stake({ currency: 'ETH', amount: 'lots' })).toEqual(['error', 10020, 'amount: invalid']);
    expect(await stake({ amount: '1' })).toEqual(['error', 10020, 'currency: invalid']);
    expect(await stake({ currency: 'ETH', amount: '31' })).toEqual([
      'error',
      10001,
      'Stake refused: not enough ETH available in the exchange wallet (31 needed)',
    ]);
    expect(await call(s, E.unstake.path, { currency: 'ETH', amount: '1' })).toEqual([
      'error',
      10001,
      'Unstake refused: 0 ETH is staked, less than 1',
    ]);
    expect(((await stake({ currency: 'ETH', amount: '2' })) as unknown[])[6]).toBe('SUCCESS');
    expect(await call(s, E.unstake.path, { currency: 'ETH', amount: '2.5' })).toEqual([
      'error',
      10001,
      'Unstake refused: 2 ETH is staked, less than 2.5',
    ]);
    expect((await stakeOf(s, 'ETH')).amount).toBe(2);
  });

  it('needs the wallets write right to stake, and the read right to list', async () => {
    const { id } = await rig.trader('stake-three@example.com');
    const base = rig.base;
    const key = (caps: KeyCaps) => apiKeyOf(rig, id, 'staking bot', caps);
    const [reader, readerSecret] = await key({ wallets: { read: 1, write: 0 } });
    expect(await keyCall(base, reader, readerSecret, E.stake.path, { currency: 'ETH', amount: '1' })).toEqual([
      'error',
      10100,
      'apikey: permission denied (wallets write)',
    ]);
    expect(decodeStaking(await keyCall(base, reader, readerSecret, E.staking.path, {})).stakes.map((x) => x.currency)).toEqual([
      'ETH',
      'SOL',
      'UST',
    ]);
    const [orders, ordersSecret] = await key({ orders: { read: 1, write: 1 } });
    expect(await keyCall(base, orders, ordersSecret, E.staking.path, {})).toEqual([
      'error',
      10100,
      'apikey: permission denied (wallets read)',
    ]);
  });
});

describe('staking through kill -9', () => {
  const { start } = killableExchange('staking', { seed: 17, env: { TRADEDESK_STAKING_PERIOD_MS: String(PERIOD_MS) } });

  it('keeps the stake and the rewards paid, pays the periods missed once, and goes on accruing', async () => {
    const first = await start();
    const s1 = first.session;
    const eth0 = await balance(s1, 'ETH');
    const n = (await call(s1, E.stake.path, { currency: 'ETH', amount: '10' })) as unknown[];
    expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
    const stakedAt = (await staking(s1)).events[0]!.mts;
    await expect.poll(async () => (await stakeOf(s1, 'ETH')).rewardsPaid, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await stakeOf(s1, 'ETH');
    await stopped(first.child, 'SIGKILL');

    const second = await start();
    const s2 = second.session;
    const after = await stakeOf(s2, 'ETH');
    expect(after.amount).toBe(10);
    expect(after.rewardsPaid).toBeGreaterThanOrEqual(before.rewardsPaid);
    // Once it has caught up with the periods it was down for, accrual goes on.
    await expect.poll(async () => (await stakeOf(s2, 'ETH')).rewardsPaid, { timeout: 15_000 }).toBeGreaterThan(after.rewardsPaid);
    const last = await stakeOf(s2, 'ETH');
    // Whole periods since the stake, each paid exactly once: 10 × rate × periods.
    const periods = (last.lastPaidMts - stakedAt) / PERIOD_MS;
    expect(Number.isInteger(periods)).toBe(true);
    expect(last.rewardsPaid).toBe(new BigNumber(10).times(ETH_RATE).times(periods).toNumber());
    // The wallet and the ledger agree with the stake: every reward paid once, into the wallet.
    const rewards = sum(rewardsIn(await ledger(s2, 'ETH')).map((r) => r[5] as number));
    const wallet = await balance(s2, 'ETH');
    const stakeNow = await stakeOf(s2, 'ETH');
    const rewardsNow = sum(rewardsIn(await ledger(s2, 'ETH')).map((r) => r[5] as number));
    expect(rewardsNow.gte(rewards)).toBe(true);
    expect(wallet.lte(eth0.minus(10).plus(rewardsNow))).toBe(true);
    expect(rewardsNow.toNumber()).toBe(stakeNow.rewardsPaid);

    const u = (await call(s2, E.unstake.path, { currency: 'ETH', amount: '10' })) as unknown[];
    expect(u[6], JSON.stringify(u)).toBe('SUCCESS');
    const done = await stakeOf(s2, 'ETH');
    const paidAll = sum(rewardsIn(await ledger(s2, 'ETH')).map((r) => r[5] as number));
    expect(paidAll.toNumber()).toBe(done.rewardsPaid);
    expect(await balance(s2, 'ETH')).toEqual(eth0.plus(paidAll));
    await stopped(second.child, 'SIGTERM');
  }, 240_000);
});
