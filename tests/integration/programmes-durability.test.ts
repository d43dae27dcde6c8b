// The programmes survive the exchange killed with SIGKILL (kill -9) and started again on its data
// folder, as `npm start` runs it: the referral and the commission it earned, the programmes an
// account opted into, a paid invoice and a pending one, a competitor's place.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD } from '../../server/accounts/index';
import { PROGRAMME_CALLS as P } from '../../src/protocol/calls/programmes';
import { TRADING_CALLS as T } from '../../src/protocol/calls/trading';
import { decodeAffiliateSummary } from '../../src/protocol/programmes/affiliates';
import { decodeCompetitionEntry } from '../../src/protocol/programmes/competitions';
import { decodeInvoice } from '../../src/protocol/programmes/invoices';
import { heldExchange, spawnExchange, type ExchangeChild, type SpawnOptions } from '../exchange-process';
import { pageCall as call, pageLogin } from './page-session';
import { signUpConfirmed, until } from './signup-session';

const dir = mkdtempSync(path.join(tmpdir(), 'tradedesk-programmes-kill-'));
const children: ChildProcess[] = [];
const PASSWORD = 'correct horse battery 17';

const options: SpawnOptions = {
  dataDir: dir,
  seed: 17,
  marketRate: 'calm',
  unset: ['TRADEDESK_DEMO_API_KEY', 'TRADEDESK_DEMO_API_SECRET', 'TRADEDESK_DEMO_EMAIL', 'TRADEDESK_DEMO_PASSWORD', 'TRADEDESK_SITE'],
};
// The exchange after the kill loads its modules while the first one starts and runs, then waits
// for its start (tests/held-start.ts): after the kill, it only opens the data folder and serves.
const afterKill = heldExchange(options);
children.push(afterKill.child);

const start = async (started: Promise<ExchangeChild>) => {
  const s = await started;
  children.push(s.child);
  return s;
};

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('programmes through kill -9', () => {
  it('keeps referrals, commissions, programmes, invoices and competitors', async () => {
    const first = await start(spawnExchange(options));
    const demo = await pageLogin(first.base, DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD);
    const { code } = decodeAffiliateSummary(await call(demo, P.affiliates.path))!;
    const friend = await signUpConfirmed(first.base, 'kill-friend@example.com', PASSWORD, code);
    const order = (await call(friend, T.orderSubmit.path, { type: 'EXCHANGE MARKET', symbol: 'tETHUSD', amount: '1' })) as unknown[];
    expect(order[6]).toBe('SUCCESS');
    const earned = await until(
      async () => decodeAffiliateSummary(await call(demo, P.affiliates.path))!,
      (s) => s.earned.length > 0,
    );
    for (const programme of ['merchant', 'competition'])
      expect(((await call(demo, P.programmeEnable.path, { programme })) as unknown[])[6]).toBe('SUCCESS');
    const newInvoice = async (amount: string) =>
      decodeInvoice(((await call(demo, P.invoiceCreate.path, { currency: 'LTC', amount })) as unknown[])[4])!;
    const paid = await newInvoice('2');
    const pending = await newInvoice('3');
    expect(((await call(demo, T.depositSend.path, { address: paid.address, amount: '2' })) as unknown[])[6]).toBe('SUCCESS');
    const invoices = async (s: typeof demo) => ((await call(s, P.invoices.path, {})) as unknown[]).map(decodeInvoice);
    const before = await until(
      () => invoices(demo),
      (list) => list.find((i) => i?.id === paid.id)?.status === 'PAID',
    );
    // Any competition still open takes the demo account.
    const open = ((await call(demo, P.competitions.path)) as unknown[])
      .map(decodeCompetitionEntry)
      .find((c) => c && Date.now() < c.endsAt + 86_400_000);
    if (open) expect(((await call(demo, P.competitionJoin.path, { slug: open.slug })) as unknown[])[6]).toBe('SUCCESS');

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await start(afterKill.go());
    const again = await pageLogin(second.base, DEFAULT_DEMO_EMAIL, DEFAULT_DEMO_PASSWORD);
    const summary = decodeAffiliateSummary(await call(again, P.affiliates.path))!;
    expect(summary.code).toBe(code);
    expect(summary.referrals.map((r) => r.email)).toEqual(['k•••@example.com']);
    expect(summary.earned.length).toBeGreaterThanOrEqual(earned.earned.length);
    expect(await call(again, P.programmes.path)).toEqual([
      ['merchant', expect.any(Number)],
      ['competition', expect.any(Number)],
    ]);
    const after = await invoices(again);
    expect(after.map((i) => [i?.id, i?.status, i?.received])).toEqual(before.map((i) => [i?.id, i?.status, i?.received]));
    expect(after.find((i) => i?.id === pending.id)?.status).toBe('PENDING');
    if (open) {
      const list = ((await call(again, P.competitions.path)) as unknown[]).map(decodeCompetitionEntry);
      expect(list.find((c) => c?.slug === open.slug)?.joinedMts).toEqual(expect.any(Number));
      expect(await call(again, P.competitionJoin.path, { slug: open.slug })).toEqual([
        'error',
        10001,
        `Joining refused: this account has joined ${open.title} already`,
      ]);
    }
  }, 180_000);
});
