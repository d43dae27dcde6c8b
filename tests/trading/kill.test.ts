// kill -9 during a burst of orders: every order that was acknowledged is there after the
// restart — in the account (live or in the history) and, if it was resting, in the engine —
// and every wallet balance is the sum of its ledger.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDesk, tempDir, USER } from './helpers';
import { killAfterLines } from '../kill-after';

const child = path.join(__dirname, 'fixtures', 'order-burst.ts');

async function burstAndKill(dir: string, acks: number): Promise<Array<{ id: number; kind: string }>> {
  const lines = await killAfterLines(child, [dir], acks, 'ack ');
  return lines.map((l) => {
    const [, id, kind = ''] = l.split(' ');
    return { id: Number(id), kind };
  });
}

describe('kill -9 during a burst of orders', () => {
  it('loses no acknowledged order, fill or balance', async () => {
    const dir = tempDir();
    const acked = await burstAndKill(dir, 400);
    expect(acked.length).toBeGreaterThanOrEqual(400);

    const d = openDesk({ dir, fund: false });
    const live = new Map((d.trading.orders(USER) as unknown[][]).map((o) => [o[0] as number, o]));
    const closed = new Map(
      (d.trading.history.ordersHist(USER, undefined, { limit: 100_000 }) as unknown[][]).map((o) => [o[0] as number, o]),
    );
    for (const a of acked) {
      if (a.kind === 'rest') {
        expect(live.has(a.id)).toBe(true);
        expect(d.markets.trading.get(a.id)?.owner).toBe(USER);
      } else {
        expect(closed.get(a.id)?.[13]).toBe('EXECUTED @ 95000(0.001)');
      }
    }
    const fills = acked.filter((a) => a.kind === 'fill').length;
    const trades = d.trading.history.tradesHist(USER, 'tBTCUSD', { limit: 100_000 });
    expect(trades.length).toBeGreaterThanOrEqual(fills);

    // Every balance is the sum of its ledger entries.
    const ledger = d.trading.history.ledgers(USER, undefined, { limit: 1_000_000 }) as unknown[][];
    for (const w of d.trading.wallets(USER) as unknown[][]) {
      const sum = ledger.filter((l) => l[2] === w[0] && l[1] === w[1]).reduce((s, l) => s + BigInt(Math.round((l[5] as number) * 1e8)), 0n);
      expect(sum).toBe(BigInt(Math.round((w[2] as number) * 1e8)));
    }
    // Ids go on above everything acknowledged.
    const n = d.trading.submitOrder(USER, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.0001', price: '40000' });
    expect((n[4] as unknown[][])[0]![0]).toBeGreaterThan(Math.max(...acked.map((a) => a.id)));
  }, 60_000);
});
