// Issue 15 item 7 against the running exchange: `POST /v1/ui_bootstrap` (no payload; the app's
// first data), the UI settings keys the exchange checks (collapsed widgets, collapsibles, notices,
// type_account, countries, the member's own context switch) with their bounds and the protocol's
// refusal of bad values, the group's context-switch flags in the user info and honoured by the
// switch, and the withdrawal check (no_enforce_withdrawal_check) changed only by an approved
// security change and honoured by the withdrawal flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningExchange } from '../../server/exchange';
import { startLoopbackExchange, type LoopbackExchange } from '../loopback-exchange';
import { ACCOUNT_CALLS as C } from '../../src/protocol/calls/account';
import { GROUP_CALLS as G } from '../../src/protocol/calls/groups';
import { PUBLIC_CALLS as P } from '../../src/protocol/calls/public';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { USER_INFO_SLOTS } from '../../server/accounts/user-info';
import { MAX_COLLAPSED_WIDGETS, MAX_COLLAPSIBLES } from '../../server/accounts/ui-settings';
import { pageCall as call, pageTrader, type PageSession } from './page-session';

let loopback: LoopbackExchange | undefined;
let exchange: RunningExchange;
let base: string;
let s: PageSession;
let userId: number;
let email: string;

beforeAll(async () => {
  loopback = await startLoopbackExchange('ui-bootstrap', { seed: 15, site: 'br' });
  exchange = loopback.exchange;
  base = `http://127.0.0.1:${exchange.port}`;
  email = `bootstrap-${Date.now()}@example.com`;
  const trader = await pageTrader(exchange, email, 'Boot-Strap-42x');
  s = trader.session;
  userId = trader.id;
}, 120_000);

afterAll(async () => {
  await loopback?.close();
});

const post = async (path: string, body?: string) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const refusal = (r: unknown) => {
  const a = r as unknown[];
  expect(a[0], JSON.stringify(r)).toBe('error');
  return String(a[2]);
};

describe('POST /v1/ui_bootstrap', () => {
  it('answers the app’s first data, the same as the conf says, with no payload or an empty one', async () => {
    const before = Date.now();
    for (const body of [undefined, '{}']) {
      const { status, body: boot } = await post(P.uiBootstrap.path, body);
      expect(status).toBe(200);
      const b = boot as Record<string, unknown>;
      expect(b.site).toBe('br');
      expect(b.platform).toBe(1);
      expect(b.time).toBeGreaterThanOrEqual(before);
      const conf = (await (
        await fetch(`${base}/v2/conf/pub:list:pair:exchange,pub:list:pair:futures,pub:list:features,pub:list:currency:funding`)
      ).json()) as unknown[];
      expect((b.pairs as Record<string, unknown>).exchange).toEqual(conf[0]);
      expect((b.pairs as Record<string, unknown>).futures).toEqual(conf[1]);
      expect(b.features).toEqual(conf[2]);
      expect((b.currencies as Record<string, unknown>).funding).toEqual(conf[3]);
      expect(b.symbols).toEqual(expect.arrayContaining([['UST', 'USDt']]));
    }
  });

  it('refuses a payload with the protocol’s error', async () => {
    const { status, body } = await post(P.uiBootstrap.path, '{"site":"tr"}');
    expect(status).toBe(500);
    expect(refusal(body)).toMatch(/body/);
  });
});

describe('the UI settings keys the exchange checks', () => {
  const set = (settings: Record<string, unknown>) => call(s, C.settingsSet.path, { settings });

  it('keeps good values of every key and reads them back', async () => {
    const values = {
      collapsed_widgets: ['widget/book/1', 'widget/trades/2'],
      collapsibles: { 'account.profile': false, 'verification.docs': true },
      notices: ['maintenance', 'site:tr-terms'],
      type_account: 'corporate',
      countries: [
        ['BR', 'Brazil'],
        ['TR', 'Turkey'],
      ],
      context_switch_disabled: true,
    };
    const saved = (await set(values)) as unknown[];
    expect([saved[4], saved[6]]).toEqual([[6], 'SUCCESS']);
    const read = (await call(s, C.settings.path, { keys: Object.keys(values) })) as Array<[string, unknown]>;
    expect(Object.fromEntries(read)).toEqual(values);
  });

  it('refuses a bad value with the key and the reason, and keeps nothing of the call', async () => {
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ collapsed_widgets: 'widget/book/1' }, /"collapsed_widgets" invalid/],
      [{ collapsed_widgets: ['widget/book/1', 'widget/book/1'] }, /"collapsed_widgets" invalid \(each panel once\)/],
      [
        { collapsed_widgets: Array.from({ length: MAX_COLLAPSED_WIDGETS + 1 }, (_, i) => `widget/book/${i}`) },
        /"collapsed_widgets" invalid/,
      ],
      [{ collapsed_widgets: ['<script>'] }, /"collapsed_widgets" invalid at 0/],
      [{ collapsibles: { 'account.profile': 'open' } }, /"collapsibles" invalid at account\.profile/],
      [
        { collapsibles: Object.fromEntries(Array.from({ length: MAX_COLLAPSIBLES + 1 }, (_, i) => [`s${i}`, true])) },
        /at most 200 sections/,
      ],
      [{ notices: [1] }, /"notices" invalid at 0/],
      [{ type_account: 'company' }, /"type_account" invalid/],
      [{ countries: [['Brazil', 'BR']] }, /"countries" invalid at 0\.0 \(an ISO 3166-1 alpha-2 code\)/],
      [{ context_switch_disabled: 'yes' }, /"context_switch_disabled" invalid/],
      [{ api_free: 1, type_account: 'x' }, /invalid/],
    ];
    for (const [settings, reason] of bad) {
      const r = (await set({ notices: ['kept-not'], ...settings })) as unknown[];
      expect(r[1]).toBe(10020);
      expect(refusal(r)).toMatch(reason);
    }
    const read = (await call(s, C.settings.path, { keys: ['notices', 'type_account'] })) as Array<[string, unknown]>;
    expect(Object.fromEntries(read)).toEqual({ notices: ['maintenance', 'site:tr-terms'], type_account: 'corporate' });
  });
});

describe('the group’s context switch', () => {
  let sub: number;
  const info = async () => (await call(s, C.userInfo.path)) as unknown[];
  const switchTo = (subaccountId: number) => call(s, C.subaccountSwitch.path, { subaccountId });

  it('is in the user info, set by the main account, and honoured by the switch', async () => {
    sub = ((await call(s, C.subaccountCreate.path, { name: `sub${Date.now() % 100000}` })) as unknown[])[0] as number;
    await call(s, C.settingsSet.path, { settings: { context_switch_disabled: false } });
    const first = await info();
    expect([first[USER_INFO_SLOTS.groupAllowDisableContextSwitch], first[USER_INFO_SLOTS.groupDisableContextSwitch]]).toEqual([0, 0]);

    expect(await call(s, G.contextSwitch.path, { disable: 1 })).toEqual([0, 1]);
    const off = await info();
    expect(off[USER_INFO_SLOTS.groupDisableContextSwitch]).toBe(1);
    expect(refusal(await switchTo(sub))).toBe('context switch: turned off for this group by its main account');

    expect(await call(s, G.contextSwitch.path, { disable: 0, allow_disable: true })).toEqual([1, 0]);
    expect(await switchTo(sub)).toEqual([sub]);
    // From the sub-account's context: the flags are the group's (its main account's), set only there.
    const inSub = await info();
    expect(inSub[USER_INFO_SLOTS.groupAllowDisableContextSwitch]).toBe(1);
    expect(refusal(await call(s, G.contextSwitch.path, { disable: 1 }))).toMatch(/switch back to the main account/);
    expect(await switchTo(0)).toEqual([0]);

    // The member's own choice, allowed by the group.
    await call(s, C.settingsSet.path, { settings: { context_switch_disabled: true } });
    expect(refusal(await switchTo(sub))).toBe('context switch: you turned it off (account settings)');
    expect(await call(s, G.contextSwitch.path, { allow_disable: 0 })).toEqual([0, 0]);
    expect(await switchTo(sub)).toEqual([sub]);
    expect(await switchTo(0)).toEqual([0]);
  });

  it('refuses a body without a flag or with another field', async () => {
    expect(refusal(await call(s, G.contextSwitch.path, {}))).toMatch(/allow_disable or disable/);
    expect(refusal(await call(s, G.contextSwitch.path, { disable: 1, everyone: 1 }))).toMatch(/body/);
  });

  it('is the main account’s, read for its sub-accounts too', () => {
    expect(exchange.accounts.contextSwitch.flags(userId)).toEqual({ allowDisable: 0, disable: 0 });
    exchange.accounts.contextSwitch.set(userId, { disable: true });
    expect(exchange.accounts.contextSwitch.flags(sub)).toEqual({ allowDisable: 0, disable: 1 });
    exchange.accounts.contextSwitch.set(userId, { disable: false });
  });
});

describe('the withdrawal check', () => {
  const mailedCode = () => {
    const mail = exchange.accounts.outbox.list({ to: email }).find((m) => m.kind === 'security-code');
    return /: (\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
  };
  const withdraw = async () => {
    const r = (await call(s, T.withdraw.path, {
      wallet: 'exchange',
      method: 'bitcoin',
      amount: '0.01',
      address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    })) as unknown[];
    expect(r[6], JSON.stringify(r)).toBe('SUCCESS');
    return String(r[7]);
  };

  it('holds every withdrawal for the e-mail link until an approved change turns it off, and back on', async () => {
    expect(await withdraw()).toMatch(/confirm it from the link/);
    const asked = (await call(s, C.securityChange.path, { settings: { no_enforce_withdrawal_check: '1' } })) as unknown[];
    // Asked is not changed: the flag waits for the approval.
    expect(await withdraw()).toMatch(/confirm it from the link/);
    const approved = (await call(s, C.securityApprove.path, { token: asked[0], code: mailedCode() })) as unknown[];
    expect(Object.fromEntries(approved[1] as Array<[string, string]>)).toMatchObject({ no_enforce_withdrawal_check: '1' });
    expect(await withdraw()).toBe('Your withdrawal request has been successfully submitted.');

    const back = (await call(s, C.securityChange.path, { settings: { no_enforce_withdrawal_check: '0' } })) as unknown[];
    await call(s, C.securityApprove.path, { token: back[0], code: mailedCode() });
    expect(await withdraw()).toMatch(/confirm it from the link/);
  });
});
