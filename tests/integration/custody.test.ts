// The custody partner against the running exchange (issue 16 item 11), with the simulated partner's
// KYC review shortened: onboarding (not started → pending → approved after the review; a declared US
// resident rejected with the exchange's reason), transfers both ways moving the exchange wallet (with
// its ledger entry) and the custody account together, the fee taken from the amount, the portfolio
// valued at the exchange's index prices; the refusals in the error shape, moving nothing; custody
// off and a site without it; and the custody account through a restart and, with the exchange as
// `npm start` runs it, through kill -9 — the custody fee too, charged every period once (its period
// shortened to a second): none charged twice nor skipped across a kill -9 and the time it was down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BigNumber from 'bignumber.js';
import { describe, expect, it } from 'vitest';
import {
  decodeCustodyFeeCharges,
  decodeCustodyKyc,
  decodeCustodySummary,
  decodeCustodyTransfer,
  decodeCustodyTransfers,
  type CustodySummary,
} from '../../src/protocol/account/custody';
import { callPath } from '../../src/protocol/calls/define';
import { COMPLIANCE_CALLS } from '../../src/protocol/calls/compliance';
import { CUSTODY_CALLS as K } from '../../src/protocol/calls/custody';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { accrueCustodyFee } from '../../server/trading/custody/portfolio';
import { dec } from '../../server/trading/decimal';
import { startLoopbackExchange } from '../loopback-exchange';
import { accountRig, apiKeyOf, exchangeBalance, killableExchange, stopped, type KeyCaps } from './account-rig';
import { keyCall, pageCall as call, pageTrader, type PageSession } from './page-session';

const REVIEW_MS = 300;
const PASSWORD = 'correct horse battery 23';

const rig = accountRig('custody', { seed: 23, custodyReviewMs: REVIEW_MS }, PASSWORD);
const newTrader = rig.newTrader;

async function summary(s: PageSession): Promise<CustodySummary> {
  const raw = await call(s, K.custodySummary.path);
  const decoded = decodeCustodySummary(raw);
  if (!decoded) throw new Error(`not a custody summary: ${JSON.stringify(raw)}`);
  return decoded;
}

const held = (sum: CustodySummary, currency: string) => sum.holdings.find((h) => h.currency === currency)!;

async function ledger(s: PageSession, currency: string): Promise<unknown[][]> {
  return (await call(s, callPath(T.ledgersOf, { currency }), { limit: 500 })) as unknown[][];
}

/** Onboards and waits for the partner's review to approve. */
async function approved(s: PageSession): Promise<void> {
  const kyc = decodeCustodyKyc(await call(s, K.custodyOnboard.path));
  expect(kyc?.status).toBe('PENDING');
  await expect.poll(async () => (await summary(s)).kyc.status, { timeout: 10_000, interval: 100 }).toBe('APPROVED');
}

describe('custody', () => {
  it('onboards: not started, pending until the review is due, then approved; applying again changes nothing', async () => {
    const s = await newTrader('custody-kyc@example.com');
    const first = await summary(s);
    expect(first.partner).toBe('Simulated custodian');
    expect(first.kyc).toEqual({ status: 'NOT_STARTED', appliedMts: null, decidedMts: null, reviewDueMts: null, reason: null });
    expect(first.fees.custodyFeeBps).toBe(25);
    expect(first.fees.assets.find((a) => a.currency === 'BTC')).toEqual({
      currency: 'BTC',
      decimals: 8,
      transferFee: 0.0001,
      minTransfer: 0.001,
    });
    expect(held(first, 'BTC')).toMatchObject({ custody: 0, exchange: 2, valueUsd: 0, share: 0 });
    expect(held(first, 'BTC').indexPrice).toBeGreaterThan(0);
    expect(held(first, 'USD').indexPrice).toBe(1);

    const pending = decodeCustodyKyc(await call(s, K.custodyOnboard.path))!;
    expect(pending.status).toBe('PENDING');
    expect(pending.reviewDueMts! - pending.appliedMts!).toBe(REVIEW_MS);
    await expect.poll(async () => (await summary(s)).kyc.status, { timeout: 10_000, interval: 100 }).toBe('APPROVED');
    const kyc = (await summary(s)).kyc;
    expect(kyc.decidedMts!).toBeGreaterThanOrEqual(pending.reviewDueMts!);
    expect(decodeCustodyKyc(await call(s, K.custodyOnboard.path))).toEqual(kyc);
  });

  it("rejects a declared US resident with the exchange's reason, and takes a new application once it is corrected", async () => {
    const s = await newTrader('custody-us@example.com');
    await call(s, COMPLIANCE_CALLS.usResident.path, { us_resident: true });
    expect(decodeCustodyKyc(await call(s, K.custodyOnboard.path))?.status).toBe('PENDING');
    await expect.poll(async () => (await summary(s)).kyc.status, { timeout: 10_000, interval: 100 }).toBe('REJECTED');
    expect((await summary(s)).kyc.reason).toMatch(/US/);
    await call(s, COMPLIANCE_CALLS.usResident.path, { us_resident: false });
    await approved(s);
  });

  it('moves money both ways: the exchange wallet with its ledger entry, the custody account less the fee, the portfolio at index prices', async () => {
    const s = await newTrader('custody-move@example.com');
    await approved(s);
    const t = decodeCustodyTransfer(await call(s, K.custodyTransfer.path, { direction: 'to_custody', currency: 'btc', amount: '0.5' }))!;
    expect(t).toMatchObject({ direction: 'to_custody', currency: 'BTC', amount: 0.5, fee: 0.0001, received: 0.4999, status: 'COMPLETED' });
    expect(await exchangeBalance(s, 'BTC')).toEqual(new BigNumber(1.5));
    const [entry] = await ledger(s, 'BTC');
    expect(entry?.[5]).toBe(-0.5);
    expect(entry?.[6]).toBe(1.5);
    expect(entry?.[8]).toBe(`Custody transfer ${t.id}: 0.5 BTC to the custody account (fee 0.0001 BTC) from wallet exchange`);

    const u = decodeCustodyTransfer(await call(s, K.custodyTransfer.path, { direction: 'to_custody', currency: 'USD', amount: 1000 }))!;
    expect(u.received).toBe(995);
    const after = await summary(s);
    const btc = held(after, 'BTC');
    expect(btc).toMatchObject({ custody: 0.4999, exchange: 1.5 });
    expect(btc.valueUsd).toBe(new BigNumber(0.4999).times(btc.indexPrice!).decimalPlaces(8).toNumber());
    expect(held(after, 'USD')).toMatchObject({ custody: 995, valueUsd: 995, exchange: 99_000 });
    expect(after.totalUsd).toBe(new BigNumber(btc.valueUsd).plus(995).toNumber());
    expect(btc.share + held(after, 'USD').share).toBeCloseTo(1, 5);
    expect(after.yearlyFeeUsd).toBe(new BigNumber(after.totalUsd).times(25).div(10_000).decimalPlaces(8).toNumber());

    const back = decodeCustodyTransfer(
      await call(s, K.custodyTransfer.path, { direction: 'to_exchange', currency: 'BTC', amount: '0.2' }),
    )!;
    expect(back).toMatchObject({ direction: 'to_exchange', amount: 0.2, fee: 0.0001, received: 0.1999 });
    expect(await exchangeBalance(s, 'BTC')).toEqual(new BigNumber('1.6999'));
    expect(held(await summary(s), 'BTC').custody).toBe(0.2999);
    const [credit] = await ledger(s, 'BTC');
    expect(credit?.[5]).toBe(0.1999);
    expect(credit?.[8]).toBe(`Custody transfer ${back.id}: 0.2 BTC from the custody account (fee 0.0001 BTC) to wallet exchange`);

    const list = decodeCustodyTransfers(await call(s, K.custodyTransfers.path, { limit: 10 }));
    expect(list.map((x) => x.id)).toEqual([back.id, u.id, t.id]);
  });

  it('refuses in the error shape and moves nothing', async () => {
    const s = await newTrader('custody-refuse@example.com');
    const move = (body: unknown) => call(s, K.custodyTransfer.path, body);
    expect(await move({ direction: 'to_custody', currency: 'BTC', amount: '0.1' })).toEqual([
      'error',
      10001,
      'Custody transfer refused: the custody account is not open (KYC not started); complete the onboarding first',
    ]);
    await approved(s);
    expect(await move({ direction: 'to_custody', currency: 'DOGE', amount: '1' })).toEqual([
      'error',
      10020,
      'currency: invalid (the custodian holds BTC, ETH, LTC, XRP, UST, USD, EUR)',
    ]);
    expect(await move({ direction: 'to_custody', currency: 'BTC', amount: '0' })).toEqual([
      'error',
      10020,
      'amount: invalid (a positive amount)',
    ]);
    expect(await move({ direction: 'to_custody', currency: 'BTC', amount: '-1' })).toEqual([
      'error',
      10020,
      'amount: invalid (a positive amount)',
    ]);
    expect(await move({ direction: 'to_custody', currency: 'BTC', amount: '0.123456789' })).toEqual([
      'error',
      10020,
      'amount: invalid (BTC moves in at most 8 decimals)',
    ]);
    expect(await move({ direction: 'to_custody', currency: 'USD', amount: '100.001' })).toEqual([
      'error',
      10020,
      'amount: invalid (USD moves in at most 2 decimals)',
    ]);
    expect(await move({ direction: 'to_custody', currency: 'BTC', amount: '0.0005' })).toEqual([
      'error',
      10020,
      'amount: invalid (the least transfer of BTC is 0.001)',
    ]);
    expect(await move({ direction: 'to_custody', currency: 'BTC', amount: '2.5' })).toEqual([
      'error',
      10020,
      'amount: invalid (above the 2 BTC available in the exchange wallet)',
    ]);
    expect(await move({ direction: 'to_exchange', currency: 'ETH', amount: '1' })).toEqual([
      'error',
      10020,
      'amount: invalid (above the 0 ETH available in the custody account)',
    ]);
    const sideways = (await move({ direction: 'sideways', currency: 'BTC', amount: '1' })) as unknown[];
    expect(sideways.slice(0, 2)).toEqual(['error', 10020]);
    expect(String(sideways[2])).toMatch(/^direction: /);
    expect(((await move({ direction: 'to_custody', currency: 'BTC', amount: 'lots' })) as unknown[]).slice(0, 2)).toEqual(['error', 10020]);

    expect(await exchangeBalance(s, 'BTC')).toEqual(new BigNumber(2));
    expect(held(await summary(s), 'BTC').custody).toBe(0);
    expect(await call(s, K.custodyTransfers.path, {})).toEqual([]);
    expect((await ledger(s, 'BTC')).filter((r) => String(r[8]).startsWith('Custody'))).toEqual([]);
  });

  it('needs the wallets read right to read and the wallets write right to move', async () => {
    const { session: s, id } = await rig.trader('custody-keys@example.com');
    await approved(s);
    const base = rig.base;
    const key = (caps: KeyCaps) => apiKeyOf(rig, id, 'custody bot', caps);
    const [readOnly, readSecret] = await key({ wallets: { read: 1, write: 0 } });
    expect(decodeCustodySummary(await keyCall(base, readOnly, readSecret, K.custodySummary.path))).toBeDefined();
    const body = { direction: 'to_custody', currency: 'BTC', amount: '0.1' };
    expect(await keyCall(base, readOnly, readSecret, K.custodyTransfer.path, body)).toEqual([
      'error',
      10100,
      'apikey: permission denied (wallets write)',
    ]);
    const [orders, ordersSecret] = await key({ orders: { read: 1, write: 1 } });
    expect(await keyCall(base, orders, ordersSecret, K.custodySummary.path)).toEqual([
      'error',
      10100,
      'apikey: permission denied (wallets read)',
    ]);
    const [mover, moverSecret] = await key({ wallets: { read: 1, write: 1 } });
    expect(decodeCustodyTransfer(await keyCall(base, mover, moverSecret, K.custodyTransfer.path, body))?.received).toBe(0.0999);
  });

  it('keeps the KYC, the custody balances and the transfers through a restart', async () => {
    const s = await newTrader('custody-restart@example.com');
    await approved(s);
    await call(s, K.custodyTransfer.path, { direction: 'to_custody', currency: 'ETH', amount: '3' });
    const before = await summary(s);
    const transfers = await call(s, K.custodyTransfers.path, {});
    await rig.restart();
    const s2 = await rig.login('custody-restart@example.com');
    const after = await summary(s2);
    expect(after.kyc).toEqual(before.kyc);
    expect(held(after, 'ETH')).toMatchObject({ custody: 2.998, exchange: 27 });
    expect(await call(s2, K.custodyTransfers.path, {})).toEqual(transfers);
  }, 120_000);
});

describe('custody switched off', () => {
  it('refuses every call when TRADEDESK_CUSTODY is off, and on a site without custody', async () => {
    // One data folder for both, one after the other: the second opens the market the first wrote
    // instead of writing a month of history again (most of a fresh start's time).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tradedesk-custody-off-data-'));
    try {
      for (const [name, cfg, text] of [
        ['custody-off', { custody: 'off' as const }, 'Custody refused: this exchange has no custody partner (TRADEDESK_CUSTODY=off)'],
        ['custody-jp', { site: 'jp' as const }, 'Custody refused: the custody partner is not offered on this site'],
      ] as const) {
        const off = await startLoopbackExchange(name, { seed: 23, dataDir, ...cfg });
        try {
          const { session: s } = await pageTrader(off.exchange, `${name}@example.com`, PASSWORD);
          expect(await call(s, K.custodySummary.path)).toEqual(['error', 10001, text]);
          expect(await call(s, K.custodyOnboard.path)).toEqual(['error', 10001, text]);
          expect(await call(s, K.custodyTransfer.path, { direction: 'to_custody', currency: 'BTC', amount: '1' })).toEqual([
            'error',
            10001,
            text,
          ]);
          expect(await call(s, K.custodyTransfers.path, {})).toEqual(['error', 10001, text]);
        } finally {
          await off.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('custody through kill -9', () => {
  const { start: spawn } = killableExchange('custody', {
    seed: 23,
    env: { TRADEDESK_CUSTODY_REVIEW_MS: String(REVIEW_MS) },
    unset: ['TRADEDESK_CUSTODY'],
  });

  it('keeps what was acknowledged: the approval, both sides of the transfer and its ledger entry', async () => {
    const first = await spawn();
    const s1 = first.session;
    await approved(s1);
    const btc0 = await exchangeBalance(s1, 'BTC');
    const t = decodeCustodyTransfer(await call(s1, K.custodyTransfer.path, { direction: 'to_custody', currency: 'BTC', amount: '0.25' }))!;
    expect(t.status).toBe('COMPLETED');
    await stopped(first.child, 'SIGKILL');

    const second = await spawn();
    const s2 = second.session;
    const after = await summary(s2);
    expect(after.kyc.status).toBe('APPROVED');
    expect(held(after, 'BTC').custody).toBe(0.2499);
    expect(await exchangeBalance(s2, 'BTC')).toEqual(btc0.minus(0.25));
    expect((await ledger(s2, 'BTC')).filter((r) => String(r[8]).startsWith(`Custody transfer ${t.id}:`))).toHaveLength(1);
    // The demo account is given back as it was found.
    const back = decodeCustodyTransfer(
      await call(s2, K.custodyTransfer.path, { direction: 'to_exchange', currency: 'BTC', amount: '0.2499' }),
    )!;
    expect(back.received).toBe(0.2498);
    expect(held(await summary(s2), 'BTC').custody).toBe(0);
    await stopped(second.child, 'SIGTERM');
  }, 240_000);
});

describe('the custody fee through kill -9', () => {
  const PERIOD_MS = 1000;
  const { start: spawn } = killableExchange('custody-fee', {
    seed: 23,
    env: { TRADEDESK_CUSTODY_REVIEW_MS: String(REVIEW_MS), TRADEDESK_CUSTODY_FEE_PERIOD_MS: String(PERIOD_MS) },
    unset: ['TRADEDESK_CUSTODY'],
  });
  const charges = async (s: PageSession) => decodeCustodyFeeCharges(await call(s, K.custodyFees.path, { limit: 2500, sort: 1 }));

  it('charges each period once, none twice and none skipped, through kill -9 and the time the exchange was down', async () => {
    // (Its own database: the demo account here is no other spec's.)
    const first = await spawn();
    const s1 = first.session;
    await approved(s1);
    const none = await summary(s1);
    expect(none.feeState).toEqual({ periodMs: PERIOD_MS, lastChargeMts: null, nextChargeMts: null, charged: [] });
    const t = decodeCustodyTransfer(await call(s1, K.custodyTransfer.path, { direction: 'to_custody', currency: 'BTC', amount: '1' }))!;
    expect(t.received).toBe(0.9999);
    expect((await summary(s1)).feeState.nextChargeMts).toBe(t.mts + PERIOD_MS);
    await expect.poll(async () => (await charges(s1)).length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(2);
    await stopped(first.child, 'SIGKILL');
    const killedAt = Date.now();
    // Down for a few periods: they are charged when the exchange is back.
    await new Promise((r) => setTimeout(r, 3 * PERIOD_MS));

    const second = await spawn();
    const s2 = second.session;
    await expect
      .poll(async () => (await summary(s2)).feeState.lastChargeMts ?? 0, { timeout: 20_000, interval: 200 })
      .toBeGreaterThan(killedAt + 3 * PERIOD_MS);
    const after = await summary(s2);
    const list = (await charges(s2)).filter((c) => c.periodEnd <= after.feeState.lastChargeMts!);
    // Every period from the first transfer on, in order, once: no period twice, none skipped.
    expect(list.length).toBeGreaterThanOrEqual(6);
    list.forEach((c, i) => {
      expect(c.currency).toBe('BTC');
      expect(c.periodStart).toBe(t.mts + i * PERIOD_MS);
      expect(c.periodEnd).toBe(t.mts + (i + 1) * PERIOD_MS);
      expect(c.mts).toBe(c.periodEnd);
    });
    expect(list.some((c) => c.periodEnd > killedAt && c.periodEnd < killedAt + 3 * PERIOD_MS)).toBe(true);
    // Each charge is the period's accrual on the balance the previous one left (exact decimals).
    let balance = dec('0.9999');
    let carried = dec(0);
    let total = dec(0);
    for (const c of list) {
      const step = accrueCustodyFee(balance, carried, 25, 1, 8);
      expect(c.amount).toBe(step.charged.toNumber());
      expect(c.balance).toBe(step.balance.toNumber());
      balance = step.balance;
      carried = step.accrued;
      total = total.plus(step.charged);
    }
    // The custody balance is the amount received less exactly what the fee history says.
    expect(held(after, 'BTC').custody).toBe(balance.toNumber());
    expect(after.feeState.charged).toEqual([{ currency: 'BTC', amount: total.toNumber() }]);
    expect(after.feeState.nextChargeMts).toBe(after.feeState.lastChargeMts! + PERIOD_MS);
    await stopped(second.child, 'SIGTERM');
  }, 240_000);
});
