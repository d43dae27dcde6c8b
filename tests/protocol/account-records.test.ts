// Channel-0 records and authenticated REST rows (PROTOCOL §3.3–3.4, §5.3).
import { describe, expect, it } from 'vitest';
import {
  decodeAccountMessage,
  balanceInfoCodec,
  depositAddressCodec,
  fundingCreditCodec,
  decodeFundingInfo,
  fundingLoanCodec,
  fundingOfferCodec,
  fundingTradeCodec,
  ledgerEntryCodec,
  decodeMarginInfo,
  movementCodec,
  decodeNotification,
  orderCodec,
  permissionCodec,
  positionCodec,
  priceAlertCodec,
  settingCodec,
  tradeCodec,
  transferCodec,
  userInfoCodec,
  walletCodec,
  withdrawalCodec,
  encodeAccountMessage,
  encodeFundingInfo,
  encodeMarginInfo,
  encodeNotification,
  notificationOffer,
  notificationOrders,
} from '../../src/protocol';
import { layoutCase } from './record-table';
import { order } from './samples';

// Real `on` sample of PROTOCOL §3.4.
const orderWire = [
  1185815098,
  null,
  1575287436979,
  'tETHUSD',
  1575287438515,
  1575287438519,
  -2.5,
  -2.5,
  'LIMIT',
  null,
  null,
  null,
  0,
  'ACTIVE',
  null,
  null,
  230,
  0,
  0,
  0,
  null,
  null,
  null,
  0,
  0,
  null,
  null,
  null,
  'API>BFX',
  null,
  null,
  null,
];
const positionWire = [
  'tBTCUSD',
  'ACTIVE',
  0.5,
  7250,
  0.1,
  0,
  12.5,
  0.0034,
  6000,
  2.5,
  null,
  142586,
  1575287438515,
  1575287438519,
  null,
  0,
  null,
  1800,
  900,
  { reason: 'TRADE' },
];
const position = {
  symbol: 'tBTCUSD',
  status: 'ACTIVE',
  amount: 0.5,
  basePrice: 7250,
  marginFunding: 0.1,
  marginFundingType: 0,
  pl: 12.5,
  plPerc: 0.0034,
  priceLiq: 6000,
  leverage: 2.5,
  id: 142586,
  mtsCreate: 1575287438515,
  mtsUpdate: 1575287438519,
  type: 0,
  collateral: 1800,
  collateralMin: 900,
  meta: { reason: 'TRADE' },
};
const offerWire = [
  41238905,
  'fUSD',
  1575282446000,
  1575282446000,
  1000,
  1000,
  'LIMIT',
  null,
  null,
  0,
  'ACTIVE',
  null,
  null,
  null,
  0.002,
  7,
  0,
  0,
  null,
  0,
  null,
];
const offer = {
  id: 41238905,
  symbol: 'fUSD',
  mtsCreate: 1575282446000,
  mtsUpdate: 1575282446000,
  amount: 1000,
  amountOrig: 1000,
  type: 'LIMIT',
  flags: 0,
  status: 'ACTIVE',
  rate: 0.002,
  period: 7,
  notify: false,
  hidden: false,
  renew: false,
  rateReal: null,
};
const loanWire = [
  2995,
  'fUSD',
  -1,
  1575282446000,
  1575282446001,
  200,
  0,
  'ACTIVE',
  'FIXED',
  null,
  null,
  0.002,
  7,
  1575282446000,
  null,
  0,
  0,
  null,
  0,
  0.002,
  0,
];
const loan = {
  id: 2995,
  symbol: 'fUSD',
  side: -1,
  mtsCreate: 1575282446000,
  mtsUpdate: 1575282446001,
  amount: 200,
  flags: 0,
  status: 'ACTIVE',
  rateType: 'FIXED',
  rate: 0.002,
  period: 7,
  mtsOpening: 1575282446000,
  mtsLastPayout: null,
  notify: false,
  hidden: false,
  renew: false,
  rateReal: 0.002,
  noClose: false,
};
// Real `te` and `tu` of a partial fill (te: slots 6–7 and the fee still null; tu: 11 slots, no CID).
const teWire = [292081982, 'tLTCBTC', 1536641097049, 16653210798, -0.68784543, 0.0085406, null, null, -1, null, null, null];
const te = {
  id: 292081982,
  symbol: 'tLTCBTC',
  mtsCreate: 1536641097049,
  orderId: 16653210798,
  execAmount: -0.68784543,
  execPrice: 0.0085406,
  orderType: null,
  orderPrice: null,
  maker: -1,
  fee: null,
  feeCurrency: null,
  cid: null,
};
const tuWire = [292081982, 'tLTCBTC', 1536641097049, 16653210798, -0.68784543, 0.0085406, 'LIMIT', 0.0085397, -1, -0.07469864, 'USD'];
const notificationWire = [1575287438515, 'on-req', null, null, orderWire, null, 'SUCCESS', 'Submitting limit sell order for -2.5 ETH.'];

describe('account layouts', () => {
  layoutCase({
    name: 'order (32, real sample)',
    codec: orderCodec,
    wire: orderWire,
    record: order,
    numeric: [16, 'price'],
    nullable: [2, 'cid'],
    required: 13,
  });
  layoutCase({
    name: 'position (20)',
    codec: positionCodec,
    wire: positionWire,
    record: position,
    numeric: [2, 'amount'],
    nullable: [6, 'pl'],
    required: 3,
  });
  layoutCase({
    name: 'wallet (7)',
    codec: walletCodec,
    wire: ['exchange', 'USD', 1000, 0, 900, 'Exchange 1 BTC for USD', { reason: 'TRADE' }],
    record: {
      type: 'exchange',
      currency: 'USD',
      balance: 1000,
      unsettledInterest: 0,
      balanceAvailable: 900,
      description: 'Exchange 1 BTC for USD',
      meta: { reason: 'TRADE' },
    },
    numeric: [2, 'balance'],
    nullable: [4, 'balanceAvailable'],
    required: 2,
  });
  layoutCase({
    name: 'balance info (bu)',
    codec: balanceInfoCodec,
    wire: [49331.7, 49318.68],
    record: { aum: 49331.7, aumNet: 49318.68 },
    numeric: [1, 'aumNet'],
    required: 1,
  });
  layoutCase({
    name: 'funding offer (21)',
    codec: fundingOfferCodec,
    wire: offerWire,
    record: offer,
    numeric: [14, 'rate'],
    nullable: [20, 'rateReal'],
    required: 15,
  });
  layoutCase({
    name: 'funding loan (21)',
    codec: fundingLoanCodec,
    wire: loanWire,
    record: loan,
    numeric: [11, 'rate'],
    nullable: [8, 'rateType'],
    required: 12,
  });
  layoutCase({
    name: 'funding credit (22)',
    codec: fundingCreditCodec,
    wire: [...loanWire, 'tBTCUSD'],
    record: { ...loan, positionPair: 'tBTCUSD' },
    numeric: [5, 'amount'],
    nullable: [21, 'positionPair'],
    required: 12,
  });
  layoutCase({
    name: 'own trade te (12, real)',
    codec: tradeCodec,
    wire: teWire,
    record: te,
    numeric: [5, 'execPrice'],
    required: 5,
  });
  layoutCase({
    name: 'own funding trade (8, real)',
    codec: fundingTradeCodec,
    wire: [636854, 'fUSD', 1575282446000, 41238905, -1000, 0.002, 7, null],
    record: { id: 636854, symbol: 'fUSD', mtsCreate: 1575282446000, offerId: 41238905, amount: -1000, rate: 0.002, period: 7, maker: null },
    numeric: [5, 'rate'],
    required: 6,
  });
  layoutCase({
    name: 'notification (8)',
    codec: { decode: decodeNotification, encode: encodeNotification },
    wire: notificationWire,
    record: {
      mts: 1575287438515,
      type: 'on-req',
      messageId: null,
      notifyInfo: orderWire,
      code: null,
      status: 'SUCCESS',
      text: 'Submitting limit sell order for -2.5 ETH.',
    },
    numeric: [0, 'mts'],
    nullable: [7, 'text'],
    required: 6,
  });
  layoutCase({
    name: 'ledger entry',
    codec: ledgerEntryCodec,
    wire: [2531822314, 'USD', null, 1573521810000, null, 0.01644445, 0.01644445, null, 'Settlement @ 185.79 on wallet margin'],
    record: {
      id: 2531822314,
      currency: 'USD',
      wallet: null,
      mts: 1573521810000,
      amount: 0.01644445,
      balance: 0.01644445,
      description: 'Settlement @ 185.79 on wallet margin',
    },
    numeric: [5, 'amount'],
    nullable: [8, 'description'],
    required: 6,
  });
  layoutCase({
    name: 'movement (22)',
    codec: movementCodec,
    wire: [
      13105603,
      'ETH',
      'ETHEREUM',
      null,
      null,
      1569348774000,
      1569348774000,
      null,
      null,
      'COMPLETED',
      null,
      null,
      -0.26300954,
      -0.00135,
      null,
      null,
      '0x0',
      null,
      null,
      null,
      '0x1',
      'note',
    ],
    record: {
      id: 13105603,
      currency: 'ETH',
      currencyName: 'ETHEREUM',
      mtsStarted: 1569348774000,
      mtsUpdated: 1569348774000,
      status: 'COMPLETED',
      amount: -0.26300954,
      fees: -0.00135,
      destinationAddress: '0x0',
      transactionId: '0x1',
      withdrawTransactionNote: 'note',
    },
    numeric: [12, 'amount'],
    nullable: [13, 'fees'],
    required: 10,
  });
  layoutCase({
    name: 'transfer',
    codec: transferCodec,
    wire: [1568736745789, 'margin', 'exchange', null, 'USD', 'UST', null, 50],
    record: { mts: 1568736745789, walletFrom: 'margin', walletTo: 'exchange', currency: 'USD', currencyTo: 'UST', amount: 50 },
    numeric: [7, 'amount'],
    nullable: [5, 'currencyTo'],
    required: 7,
  });
  layoutCase({
    name: 'deposit address',
    codec: depositAddressCodec,
    wire: [null, 'bitcoin', 'BTC', null, '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', null],
    record: { method: 'bitcoin', currencyCode: 'BTC', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', poolAddress: null },
    required: 4,
  });
  layoutCase({
    name: 'withdrawal',
    codec: withdrawalCodec,
    wire: [13080092, null, 'ethereum', null, 'exchange', 0.01, null, null, 0.00135],
    record: { withdrawalId: 13080092, method: 'ethereum', paymentId: null, wallet: 'exchange', amount: 0.01, withdrawalFee: 0.00135 },
    numeric: [5, 'amount'],
    nullable: [8, 'withdrawalFee'],
    required: 5,
  });
  layoutCase({
    name: 'permission',
    codec: permissionCodec,
    wire: ['orders', 1, 0],
    record: { scope: 'orders', read: true, write: false },
    required: 0,
  });
  layoutCase({
    name: 'price alert (uca)',
    codec: priceAlertCodec,
    wire: ['price:tBTCUSD:560.92', 'price', 'tBTCUSD', 560.92, 1, 1],
    record: { key: 'price:tBTCUSD:560.92', symbol: 'tBTCUSD', price: 560.92, count: 1, direction: 1 },
    numeric: [3, 'price'],
    required: 3,
  });
});

describe('record details', () => {
  it('a position without the later slots (changelog sample) decodes with nulls', () => {
    expect(positionCodec.decode(['tETHUSD', 'ACTIVE', 5.11, 12.349, 0, 0, null, null, null, null])).toMatchObject({
      symbol: 'tETHUSD',
      amount: 5.11,
      basePrice: 12.349,
      pl: null,
      leverage: null,
      id: null,
      meta: null,
    });
  });

  it('a 5-slot wallet snapshot row (mock) decodes, and encodes to 7 slots', () => {
    const w = walletCodec.decode(['exchange', 'BTC', 1, 0, null]);
    expect(w).toEqual({
      type: 'exchange',
      currency: 'BTC',
      balance: 1,
      unsettledInterest: 0,
      balanceAvailable: null,
      description: null,
      meta: null,
    });
    expect(walletCodec.encode(w!)).toEqual(['exchange', 'BTC', 1, 0, null, null, null]);
  });

  it('tu (11 slots, fee) decodes with cid null', () => {
    expect(tradeCodec.decode(tuWire)).toEqual({ ...te, orderType: 'LIMIT', orderPrice: 0.0085397, fee: -0.07469864, feeCurrency: 'USD' });
  });

  it('notification MTS in seconds (docs samples) becomes ms', () => {
    expect(decodeNotification([1575287438.515, 'on-req', null, null, orderWire, null, 'SUCCESS', 'ok'])?.mts).toBe(1575287438515);
  });

  it('notification subjects: one order, a list of orders, an offer, the error example', () => {
    const one = decodeNotification(notificationWire)!;
    expect(notificationOrders(one)).toEqual([order]);
    const many = decodeNotification([1, 'oc_multi-req', null, null, [orderWire, orderWire], null, 'SUCCESS', null])!;
    expect(notificationOrders(many)).toHaveLength(2);
    expect(notificationOffer(decodeNotification([1, 'fon-req', null, null, offerWire, null, 'SUCCESS', null])!)).toEqual(offer);
    const err = decodeNotification([1514817408519, 'oc-req', null, null, [0, null], null, 'ERROR', 'id: invalid'])!;
    expect(err).toMatchObject({ status: 'ERROR', text: 'id: invalid' });
    expect(notificationOrders(err)).toEqual([]);
  });

  it('margin info base and sym (real samples), funding info', () => {
    const base = decodeMarginInfo(['base', [-13.01, 0, 49331.7, 49318.68, 27]]);
    expect(base).toEqual({ kind: 'base', userPl: -13.01, userSwaps: 0, marginBalance: 49331.7, marginNet: 49318.68, marginRequired: 27 });
    expect(encodeMarginInfo(base!)).toEqual(['base', [-13.01, 0, 49331.7, 49318.68, 27]]);
    const sym = decodeMarginInfo(['sym', 'tETHUSD', [149361.09, 149639.26, 3.45, -4.3, null, null, null, null]]);
    expect(sym).toEqual({ kind: 'sym', symbol: 'tETHUSD', tradableBalance: 149361.09, grossBalance: 149639.26, buy: 3.45, sell: -4.3 });
    expect(encodeMarginInfo(sym!)).toEqual(['sym', 'tETHUSD', [149361.09, 149639.26, 3.45, -4.3]]);
    expect(decodeMarginInfo(['other', []])).toBeUndefined();
    const fi = decodeFundingInfo(['sym', 'fUSD', [0.0008, 0.0001, 30, 2]]);
    expect(fi).toEqual({ symbol: 'fUSD', yieldLoan: 0.0008, yieldLend: 0.0001, durationLoan: 30, durationLend: 2 });
    expect(encodeFundingInfo(fi!)).toEqual(['sym', 'fUSD', [0.0008, 0.0001, 30, 2]]);
    expect(decodeFundingInfo(['sym', 1, []])).toBeUndefined();
  });

  it('user info: the named indices of a 55-slot row', () => {
    const row: unknown[] = new Array(55).fill(null);
    Object.assign(row, { 0: 254278, 1: 'a@b.c', 2: 'trader', 3: 1500000000000, 4: 1, 5: 2, 7: 'Europe/Zurich', 8: 'en', 10: 1 });
    const u = userInfoCodec.decode(row);
    expect(u).toEqual({
      id: 254278,
      email: 'a@b.c',
      username: 'trader',
      mtsAccountCreate: 1500000000000,
      verified: true,
      verificationLevel: 2,
      timezone: 'Europe/Zurich',
      locale: 'en',
      company: null,
      emailVerified: true,
    });
    expect(userInfoCodec.encode(u!)).toEqual(row);
  });

  it('settings rows keep any value', () => {
    expect(settingCodec.decode(['api:layouts', { a: [1] }])).toEqual({ key: 'api:layouts', value: { a: [1] } });
    expect(settingCodec.encode({ key: 'api:x', value: 'y' })).toEqual(['api:x', 'y']);
  });
});

describe('channel-0 messages', () => {
  it('decodes records, snapshots (empty too) and heartbeats; ignores appended sequence numbers', () => {
    expect(decodeAccountMessage([0, 'on', orderWire, 5, 7])).toEqual({ type: 'on', data: order });
    expect(decodeAccountMessage([0, 'os', []])).toEqual({ type: 'os', data: [] });
    expect(decodeAccountMessage([0, 'ws', [['exchange', 'BTC', 1, 0, null], 'junk']])).toMatchObject({
      type: 'ws',
      data: [{ currency: 'BTC' }],
    });
    expect(decodeAccountMessage([0, 'hb'])).toEqual({ type: 'hb' });
    expect(decodeAccountMessage([0, 'miu', ['base', [1, 2, 3, 4, 5]]])).toMatchObject({
      type: 'miu',
      data: { kind: 'base', marginRequired: 5 },
    });
    expect(decodeAccountMessage([0, 'n', [1575287438.515, 'ucm-test', null, null, { a: 1 }, null, 'SUCCESS', 'hi']])).toMatchObject({
      type: 'n',
      data: { mts: 1575287438515 },
    });
  });

  it('refuses other channels, unknown types and garbage', () => {
    expect(decodeAccountMessage([17082, 'te', teWire])).toBeUndefined();
    expect(decodeAccountMessage([0, 'zz', []])).toBeUndefined();
    expect(decodeAccountMessage([0, 'on', 'x'])).toBeUndefined();
    expect(decodeAccountMessage([0, 'os', 'x'])).toBeUndefined();
    expect(decodeAccountMessage({ event: 'auth' })).toBeUndefined();
  });

  it('encodes the exact arrays', () => {
    expect(encodeAccountMessage({ type: 'on', data: order })).toEqual([0, 'on', orderWire]);
    expect(encodeAccountMessage({ type: 'fos', data: [offer] })).toEqual([0, 'fos', [offerWire]]);
    expect(encodeAccountMessage({ type: 'ps', data: [] })).toEqual([0, 'ps', []]);
    expect(encodeAccountMessage({ type: 'hb' })).toEqual([0, 'hb']);
    expect(
      encodeAccountMessage({ type: 'fiu', data: { symbol: 'fUSD', yieldLoan: 1, yieldLend: 2, durationLoan: 3, durationLend: 4 } }),
    ).toEqual([0, 'fiu', ['sym', 'fUSD', [1, 2, 3, 4]]]);
  });
});
