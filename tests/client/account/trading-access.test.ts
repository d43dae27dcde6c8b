// Who may trade margin and derivatives (market-side §5), paper trading (is_ppt), and the own
// orders marked on the book's grouped levels and drawn as chart lines.
import { describe, expect, it } from 'vitest';
import {
  CUTOFF,
  derivativesAccess,
  marginAccess,
  marginLevelNeeded,
  LEVEL,
  type TraderProfile,
} from '../../../src/protocol/account/trading-access';
import { tradedPair, PAPER_SETTING_KEY } from '../../../src/models/account/paper-trading';
import { ownLevels } from '../../../src/widgets/book/own-levels';
import { gridPrice, orderMarks, positionLevels } from '../../../src/widgets/chart/own-marks';
import { orderCodec, type Order } from '../../../src/protocol/account/order';
import { positionCodec } from '../../../src/protocol/account/position';
import { OrderFlag } from '../../../src/protocol/flags';
import { getEnv } from 'mobx-state-tree';
import type { StoreEnv } from '../../../src/models/env';
import { accountSetup, order, position } from './fake-account';

const DAY = 86_400_000;
const trader = (p: Partial<TraderProfile>): TraderProfile => ({
  level: 0,
  createdAt: Date.UTC(2023, 0, 1),
  country: null,
  paperTrading: false,
  ...p,
});

describe('margin and derivatives access', () => {
  it('needs more verification the later the account was opened', () => {
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginBasicPlus - DAY }))).toBe(LEVEL.BASIC);
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginBasicPlus }))).toBe(LEVEL.BASIC_PLUS);
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginIntermediate - 1 }))).toBe(LEVEL.BASIC_PLUS);
    expect(marginLevelNeeded(trader({ createdAt: CUTOFF.marginIntermediate }))).toBe(LEVEL.INTERMEDIATE);
    expect(marginLevelNeeded(trader({ createdAt: null }))).toBe(LEVEL.INTERMEDIATE);
  });
  it('needs FULL in Brazil whatever the date', () => {
    expect(marginLevelNeeded(trader({ country: 'br', createdAt: Date.UTC(2020, 0, 1) }))).toBe(LEVEL.FULL);
    expect(marginAccess(trader({ country: 'BR', level: LEVEL.INTERMEDIATE }))).toEqual({
      allowed: false,
      reason: 'verification',
      needed: 'FULL',
    });
    expect(marginAccess(trader({ country: 'BRA', level: LEVEL.FULL }))).toEqual({ allowed: true });
  });
  it('refuses a new basic account with the level it needs, allows an intermediate one', () => {
    expect(marginAccess(trader({ level: LEVEL.BASIC_PLUS }))).toEqual({ allowed: false, reason: 'verification', needed: 'INTERMEDIATE' });
    expect(marginAccess(trader({ level: LEVEL.INTERMEDIATE }))).toEqual({ allowed: true });
  });
  it('always allows paper trading', () => {
    expect(marginAccess(trader({ paperTrading: true, country: 'BR' }))).toEqual({ allowed: true });
    expect(derivativesAccess(trader({ paperTrading: true, country: 'ES', createdAt: CUTOFF.spanishDerivativesBan }))).toEqual({
      allowed: true,
    });
  });
  it('applies the Spanish derivatives ban and the Japan block by creation date', () => {
    expect(derivativesAccess(trader({ country: 'ES', createdAt: CUTOFF.spanishDerivativesBan }))).toEqual({
      allowed: false,
      reason: 'region',
      country: 'ES',
      rule: 'spain',
    });
    expect(derivativesAccess(trader({ country: 'ES', createdAt: CUTOFF.spanishDerivativesBan - 1 }))).toEqual({ allowed: true });
    expect(marginAccess(trader({ country: 'JP', level: 3, createdAt: CUTOFF.japanBlock }))).toMatchObject({
      allowed: false,
      reason: 'region',
    });
    expect(marginAccess(trader({ country: 'JP', level: 3, createdAt: CUTOFF.japanBlock - 1 }))).toEqual({ allowed: true });
  });
});

describe('paper trading', () => {
  it('sends every order to a paper pair while is_ppt is on', () => {
    expect(tradedPair('tBTCUSD', false)).toBe('tBTCUSD');
    expect(tradedPair('tBTCUSD', true)).toBe('tTESTBTC:TESTUSD');
    expect(tradedPair('tTESTBTC:TESTUSD', true)).toBe('tTESTBTC:TESTUSD');
  });
  it("keeps is_ppt in the settings storage, and a read under way never undoes the trader's choice", async () => {
    const { account } = accountSetup();
    const storage = getEnv<StoreEnv>(account).storage;
    // connect() started a read of the (empty) setting; the trader turns paper trading on meanwhile.
    account.paper.set(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(account.paper.on).toBe(true);
    expect(await storage.load(PAPER_SETTING_KEY)).toBe(true);
    account.paper.set(false);
    await storage.save(PAPER_SETTING_KEY, true);
    await account.paper.load();
    expect(account.paper.on).toBe(true);
  });
});

const ord = (id: number, o: Parameters<typeof order>[1] & { type?: string; flags?: number; hidden?: boolean } = {}): Order => {
  const row = order(id, o);
  if (o.type) row[8] = o.type;
  if (o.flags) row[12] = o.flags;
  if (o.hidden) row[24] = 1;
  return orderCodec.decode(row) as Order;
};

describe('own orders in the book', () => {
  const orders = [
    ord(1, { price: 93_012, amount: 0.5 }),
    ord(2, { price: 93_049, amount: 0.25 }),
    ord(3, { price: 93_101, amount: -0.1 }),
    ord(4, { price: 92_000, amount: 1, type: 'EXCHANGE STOP' }),
    ord(5, { price: 91_000, amount: 1, flags: OrderFlag.HIDDEN }),
    ord(6, { price: 90_000, amount: 1, symbol: 'tETHUSD' }),
  ];
  it('marks exact levels at P0 and skips stops, hidden orders and other pairs', () => {
    const own = ownLevels(orders, 'tBTCUSD', 'P0');
    expect([...own.bids.keys()].sort()).toEqual([93_012, 93_049]);
    expect([...own.asks.keys()]).toEqual([93_101]);
  });
  it('groups bids down and asks up on coarser grids', () => {
    const own = ownLevels(orders, 'tBTCUSD', 'P2');
    expect([...own.bids.entries()].map(([p, l]) => [p, l.count, l.amount.toFixed()])).toEqual([[93_000, 2, '0.75']]);
    expect([...own.asks.keys()]).toEqual([93_200]);
  });
});

describe('chart lines', () => {
  it('draws resting orders of the pair and the position with its liquidation price', () => {
    const marks = orderMarks(
      [ord(2, { price: 10, amount: -1 }), ord(1, { price: 9, amount: 1 }), ord(3, { price: 9, symbol: 'tETHUSD' })],
      'tBTCUSD',
      20,
    );
    expect(marks).toEqual([
      { id: 1, price: 9, amount: 1 },
      { id: 2, price: 10, amount: -1 },
    ]);
    const p = positionCodec.decode(position('tBTCUSD', -0.5));
    expect(positionLevels(p).map((l) => [l.kind, l.price])).toEqual([
      ['position', 100],
      ['liquidation', 50],
    ]);
    expect(positionLevels(undefined)).toEqual([]);
  });
  it('draws at most the chart orders limit of them, the most recently placed, and none at 0', () => {
    const many = Array.from({ length: 30 }, (_, i) => ord(30 - i, { price: 100 + i, amount: 1 }));
    const marks = orderMarks(many, 'tBTCUSD', 20);
    expect(marks).toHaveLength(20);
    expect(marks.map((m) => m.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 11));
    expect(orderMarks(many, 'tBTCUSD', 5).map((m) => m.id)).toEqual([26, 27, 28, 29, 30]);
    expect(orderMarks(many, 'tBTCUSD', 0)).toEqual([]);
  });
  it('puts a dragged price on the 5-significant-figure grid', () => {
    expect(gridPrice(93_012.7)).toBe(93_013);
    expect(gridPrice(0.000123456)).toBe(0.00012346);
  });
});
