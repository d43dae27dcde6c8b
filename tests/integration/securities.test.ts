// Securities sales against the running exchange (issue 16, item 8): the public list filtered and
// ordered as the spec says; a subscription refused at each gate in turn with its reason (US
// person, prohibited person, membership agreement, the AIFC terms, the El Salvador verification),
// and by the sale's own rules; a subscription that passes debits the exchange wallet with a ledger
// entry and adds to the sale's raised amount; a securities master sees every sale and
// subscription; and, with the exchange as `npm start` runs it, the answers, the subscription and
// the raised amount through kill -9.
import { describe, expect, it } from 'vitest';
import { TERMS } from '../../server/accounts/terms';
import { USER_INFO_SLOTS } from '../../server/accounts/user-info';
import { decodeSales, decodeSecuritiesState, GATE_REFUSALS, MEMBERSHIP_KEYS, AIFC_KEYS } from '../../src/protocol/account/securities';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { COMPLIANCE_CALLS } from '../../src/protocol/calls/compliance';
import { callPath } from '../../src/protocol/calls/define';
import { SECURITIES_CALLS as S } from '../../src/protocol/calls/securities';
import { PUBLIC_CALLS } from '../../src/protocol/calls/public';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { accountRig, exchangeBalance, killableExchange, stopped } from './account-rig';
import { pageCall as call, type PageSession } from './page-session';

const rig = accountRig('securities', { seed: 23 }, 'correct horse battery 23');
const newTrader = rig.trader;

async function publicSales(b = rig.base) {
  const res = await fetch(`${b}${S.sales.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  return decodeSales(await res.json());
}

const saleId = async (token: string, b = rig.base) => (await publicSales(b)).find((s) => s.token === token)!.id;

const balance = async (s: PageSession, currency: string): Promise<number> => (await exchangeBalance(s, currency)).toNumber();

const accept = (s: PageSession, keys: { accepted: string; seen: string; modified: string }, modified: number) =>
  call(s, C.settingsSet.path, { settings: { [keys.accepted]: modified, [keys.seen]: Date.now(), [keys.modified]: modified } });
const NO = { sanctioned: false, politicallyExposed: false, restrictedJurisdiction: false };

describe('securities sales', () => {
  it('lists the sales featured or started, not completed, not ended, by start', async () => {
    const sales = await publicSales();
    expect(sales.map((s) => s.token)).toEqual(['VOLCB', 'TDGB31', 'QSOLA', 'HRBL']);
    const now = Date.now();
    for (const s of sales) {
      expect(s.completed).toBe(false);
      expect(s.endMts).toBeGreaterThan(now);
      expect(s.featured || s.startMts <= now).toBe(true);
    }
    // The featured sale still to start is on the list, and refused until it starts.
    const harbour = sales.find((s) => s.token === 'HRBL')!;
    expect(harbour.startMts).toBeGreaterThan(now);
    expect(sales.map((s) => s.startMts)).toEqual([...sales.map((s) => s.startMts)].sort((a, b) => a - b));
  });

  it('gives each region’s sub-path its active sales and its terms, any page below it', async () => {
    const pageData = async (name: string) => {
      const res = await fetch(`${rig.base}${PUBLIC_CALLS.pageData.path.replace(':page', name)}`);
      return { status: res.status, body: (await res.json().catch(() => null)) as { data: Record<string, unknown> } | null };
    };
    const aifc = await pageData('securities/aifc');
    expect(aifc.body?.data.region).toBe('aifc');
    expect(decodeSales(aifc.body?.data.sales).map((s) => s.token)).toEqual(['QSOLA']);
    expect(aifc.body?.data.terms).toMatchObject({ title: TERMS.securities_aifc.title });
    const es = await pageData('securities/el-salvador/volcano/bond');
    expect(es.body?.data.region).toBe('el_salvador');
    expect(decodeSales(es.body?.data.sales).map((s) => s.token)).toEqual(['VOLCB']);
    expect(es.body?.data.terms).toMatchObject({ title: TERMS.securities_el_salvador.title });
  });

  it('refuses at each gate in turn with its reason, then subscribes from the exchange wallet', async () => {
    const { session: s } = await newTrader('sec-gates@example.com');
    const green = await saleId('TDGB31');
    const subscribe = (id: number, amount: string) => call(s, S.subscribe.path, { saleId: id, amount });
    const refused = (text: string) => ['error', 10001, text];

    expect(await subscribe(green, '500')).toEqual(refused(GATE_REFUSALS.us));
    // The US challenge is the US-resident declaration.
    expect(await call(s, COMPLIANCE_CALLS.usResident.path, { us_resident: false })).toEqual([0, expect.any(Number)]);
    expect(await subscribe(green, '500')).toEqual(refused(GATE_REFUSALS.prohibited));
    const passed = (await call(s, S.prohibited.path, { answers: NO })) as unknown[];
    expect(passed[3]).toBe('passed');
    expect(await subscribe(green, '500')).toEqual(refused(GATE_REFUSALS.membership));
    await accept(s, MEMBERSHIP_KEYS, TERMS.securities_membership.modified);

    // The regions' own gates.
    expect(await subscribe(await saleId('QSOLA'), '500')).toEqual(refused(GATE_REFUSALS.aifc));
    expect(await subscribe(await saleId('VOLCB'), '500')).toEqual(refused(GATE_REFUSALS.elSalvador));
    // The sale's own rules.
    expect(await subscribe(await saleId('HRBL'), '500')).toEqual(
      refused('Subscription refused: the sale Harbour Logistics Shares has not started'),
    );
    expect(await subscribe(green, '50')).toEqual(['error', 10020, 'amount: invalid (the least subscription is 100 USD)']);
    expect(await subscribe(green, '50001')).toEqual(['error', 10020, 'amount: invalid (the largest subscription is 50000 USD)']);
    expect(await subscribe(999, '500')).toEqual(['error', 10020, 'saleId: invalid (no such sale)']);
    expect(await subscribe(green, 'lots')).toEqual(['error', 10020, 'amount: invalid']);

    const usd = await balance(s, 'USD');
    const raised = (await publicSales()).find((x) => x.id === green)!.raised;
    const n = (await subscribe(green, '1250')) as unknown[];
    expect(n[1]).toBe('securities-subscribe');
    expect(n[6], JSON.stringify(n)).toBe('SUCCESS');
    expect(n[7]).toBe('Subscribed 1250 USD to Tradedesk Green Bond 2031 (12.5 TDGB31) from wallet exchange');
    expect(await balance(s, 'USD')).toBe(usd - 1250);
    const [entry] = (await call(s, callPath(T.ledgersOf, { currency: 'USD' }), { limit: 5 })) as unknown[][];
    expect(entry?.[5]).toBe(-1250);
    expect(entry?.[8]).toBe(n[7]);
    expect((await publicSales()).find((x) => x.id === green)!.raised).toBe(raised + 1250);
    const state = decodeSecuritiesState(await call(s, S.state.path));
    expect(state.subscriptions).toEqual([expect.objectContaining({ saleId: green, amount: 1250, tokens: 12.5, currency: 'USD' })]);
    expect(state.sales.map((x) => x.token)).toEqual(['VOLCB', 'TDGB31', 'QSOLA', 'HRBL']);

    // The AIFC terms and the El Salvador verification open their regions.
    await accept(s, AIFC_KEYS, TERMS.securities_aifc.modified);
    expect(((await subscribe(await saleId('QSOLA'), '100')) as unknown[])[6]).toBe('SUCCESS');
    expect(await call(s, S.elSalvador.path, { fullName: 'Ana Pérez', documentNumber: '0123' })).toEqual([
      'error',
      10020,
      'documentNumber: invalid (a DUI: 8 digits, a hyphen and the check digit, 01234567-8)',
    ]);
    expect(await call(s, S.elSalvador.path, { fullName: 'Ana Pérez', documentNumber: '01234567-9' })).toEqual([
      'error',
      10001,
      'El Salvador verification refused: the DUI’s check digit does not match its number',
    ]);
    expect(((await call(s, S.elSalvador.path, { fullName: 'Ana Pérez', documentNumber: '01234567-8' })) as unknown[])[6]).toBe(1);
    expect(((await subscribe(await saleId('VOLCB'), '100')) as unknown[])[6]).toBe('SUCCESS');
    const info = (await call(s, C.userInfo.path)) as unknown[];
    expect(info[USER_INFO_SLOTS.isSecuritiesEnabled]).toBe(1);
    expect(info[USER_INFO_SLOTS.isElSalvadorSecuritiesVerified]).toBe(1);
    expect(info[USER_INFO_SLOTS.isSecuritiesAccredited]).toBe(0);
    expect(info[USER_INFO_SLOTS.isSecuritiesMaster]).toBe(0);
  }, 30_000);

  it('refuses a US person unless accredited, and a prohibited person for good', async () => {
    const { session: us } = await newTrader('sec-us@example.com');
    const green = await saleId('TDGB31');
    await call(us, COMPLIANCE_CALLS.usResident.path, { us_resident: true });
    expect(await call(us, S.subscribe.path, { saleId: green, amount: '100' })).toEqual(['error', 10001, GATE_REFUSALS.usAccredited]);
    const notYet = (await call(us, S.accredited.path, { income: 90_000, netWorth: 200_000, licensed: false })) as unknown[];
    expect(notYet[2]).toBe(0);
    expect(await call(us, S.subscribe.path, { saleId: green, amount: '100' })).toEqual(['error', 10001, GATE_REFUSALS.usAccredited]);
    const yes = (await call(us, S.accredited.path, { income: 250_000, netWorth: 0, licensed: false })) as unknown[];
    expect(yes[2]).toBe(1);
    // Past the US challenge, the next gate.
    expect(await call(us, S.subscribe.path, { saleId: green, amount: '100' })).toEqual(['error', 10001, GATE_REFUSALS.prohibited]);

    const { session: p } = await newTrader('sec-prohibited@example.com');
    await call(p, COMPLIANCE_CALLS.usResident.path, { us_resident: false });
    const blocked = (await call(p, S.prohibited.path, { answers: { ...NO, sanctioned: true } })) as unknown[];
    expect(blocked[3]).toBe('blocked');
    expect(await call(p, S.subscribe.path, { saleId: green, amount: '100' })).toEqual(['error', 10001, GATE_REFUSALS.prohibitedBlocked]);
    expect(await call(p, S.prohibited.path, { answers: NO })).toEqual([
      'error',
      10001,
      'Prohibited-person answer refused: the account is recorded as a prohibited person; contact support to review it',
    ]);
    expect(await call(p, S.prohibited.path, { answers: { sanctioned: 'no' } })).toEqual([
      'error',
      10020,
      expect.stringMatching(/^answers/),
    ]);
  });

  it('shows a securities master every sale and every subscription', async () => {
    const { session: m, id } = await newTrader('sec-master@example.com');
    const before = decodeSecuritiesState(await call(m, S.state.path));
    expect(before.status?.master).toBe(false);
    expect(before.sales).toHaveLength(4);
    rig.exchange.accounts.securities.setMaster(id, true);
    const state = decodeSecuritiesState(await call(m, S.state.path));
    expect(state.status?.master).toBe(true);
    expect(state.sales).toHaveLength(7);
    expect(state.subscriptions.length).toBeGreaterThanOrEqual(3);
    expect(new Set(state.subscriptions.map((x) => x.user)).size).toBeGreaterThanOrEqual(1);
    expect(((await call(m, C.userInfo.path)) as unknown[])[USER_INFO_SLOTS.isSecuritiesMaster]).toBe(1);
  });
});

describe('securities through kill -9', () => {
  const { start } = killableExchange('securities', { seed: 23 });

  it('keeps the answers, the subscription, the debit and the raised amount', async () => {
    const first = await start();
    const s1 = first.session;
    await call(s1, COMPLIANCE_CALLS.usResident.path, { us_resident: false });
    await call(s1, S.prohibited.path, { answers: NO });
    await accept(s1, MEMBERSHIP_KEYS, TERMS.securities_membership.modified);
    const green = await saleId('TDGB31', first.base);
    const sales0 = await publicSales(first.base);
    const usd = await balance(s1, 'USD');
    expect(((await call(s1, S.subscribe.path, { saleId: green, amount: '300' })) as unknown[])[6]).toBe('SUCCESS');
    await stopped(first.child, 'SIGKILL');

    const second = await start();
    const s2 = second.session;
    // The sales are not seeded again: the same dates, the raised amount with the subscription.
    const sales1 = await publicSales(second.base);
    expect(sales1.map((x) => [x.id, x.startMts, x.endMts])).toEqual(sales0.map((x) => [x.id, x.startMts, x.endMts]));
    expect(sales1.find((x) => x.id === green)!.raised).toBe(sales0.find((x) => x.id === green)!.raised + 300);
    expect(await balance(s2, 'USD')).toBe(usd - 300);
    const state = decodeSecuritiesState(await call(s2, S.state.path));
    expect(state.status).toMatchObject({ usResident: false, prohibited: 'passed', membership: true });
    expect(state.subscriptions).toEqual([expect.objectContaining({ saleId: green, amount: 300 })]);
    await stopped(second.child, 'SIGTERM');
  }, 90_000);
});
