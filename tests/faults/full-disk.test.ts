// A full disk (hardening issue, fault tests): new orders are refused with a clear text while the
// disk's room is below the reserve, nothing acknowledged is lost, and trading comes back when
// space is freed. The disk is filled with SQLite's own page limit (max_page_count), which makes
// every write that needs a new page fail with SQLITE_FULL exactly as a full file system does.
import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { DISK_FULL_TEXT } from '../../server/store/space';
import type { RunningExchange } from '../../server/exchange';
import { signed, startRig } from '../hardening/rig';
import { wholeFile } from '../lifecycle';

const rig = wholeFile(() => startRig(), 60_000);

type Note = [number, string, unknown, unknown, unknown, unknown, string, string];

const place = async (cid: number, price = '1000') => {
  const r = await signed(rig.exchange, 'v2/auth/w/order/submit', {
    type: 'EXCHANGE LIMIT',
    symbol: 'tBTCUSD',
    amount: '0.001',
    price,
    cid,
  });
  return { status: r.status, note: r.body as Note };
};
const cidsInEngine = () => rig.exchange.trading.orders(rig.exchange.demo.userId).map((o) => o[2]);
const pages = () => Number(rig.exchange.store.db.pragma('page_count', { simple: true }));
const fill = (headroomPages: number) => rig.exchange.store.db.pragma(`max_page_count = ${pages() + headroomPages}`);
const free = () => rig.exchange.store.db.pragma('max_page_count = 1073741823');

/** No page left, and no room in the pages there are: every write that needs space fails. */
function fillUp(db: RunningExchange['store']['db']): void {
  db.exec('CREATE TABLE IF NOT EXISTS test_filler (x BLOB)');
  db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
  const insert = db.prepare('INSERT INTO test_filler VALUES (randomblob(?))');
  for (const size of [4000, 1000, 200, 40, 1]) {
    for (;;) {
      try {
        insert.run(size);
      } catch {
        break;
      }
    }
  }
}

describe('a full disk', () => {
  it('refuses new orders with a clear text below the reserve, keeps every acknowledged one, and trades again once freed', async () => {
    const acknowledged: number[] = [];
    for (let cid = 1; cid <= 5; cid++) {
      const { note } = await place(cid);
      expect(note[6]).toBe('SUCCESS');
      acknowledged.push(cid);
    }
    // Room for a few pages only: far below the 16 MiB reserve.
    fill(8);
    for (let cid = 100; cid < 105; cid++) {
      // REST answers a refused order with the protocol's error shape.
      const { status, note } = await place(cid);
      expect(status).toBe(500);
      expect(note).toEqual(['error', 10001, DISK_FULL_TEXT]);
    }
    expect(cidsInEngine().sort()).toEqual(acknowledged);
    // What was acknowledged can still be cancelled.
    const cancel = await signed(rig.exchange, 'v2/auth/w/order/cancel', { cid: 5, cid_date: new Date().toISOString().slice(0, 10) });
    expect((cancel.body as Note)[6]).toBe('SUCCESS');
    acknowledged.pop();

    free();
    expect((await place(6)).note[6]).toBe('SUCCESS');
    acknowledged.push(6);

    // Everything acknowledged is in the file, as a restart would read it.
    const file = new Database(rig.exchange.store.path, { readonly: true });
    try {
      const rows = file.prepare('SELECT body FROM tr_orders WHERE user = ? AND active = 1').all(rig.exchange.demo.userId) as {
        body: string;
      }[];
      expect(rows.map((r) => (JSON.parse(r.body) as { cid: number }).cid).sort((a, b) => a - b)).toEqual(acknowledged);
    } finally {
      file.close();
    }
  });

  it('an order that meets SQLITE_FULL inside its transaction is refused and taken back out of the engine', async () => {
    // No reserve: the check lets the order in and its own writes meet the full disk.
    const bare = await startRig({}, { diskReserveMb: 0 });
    const ex = bare.exchange;
    const submit = async (cid: number, price: string) =>
      (await signed(ex, 'v2/auth/w/order/submit', { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price, cid })).body as Note;
    /** The demo user's orders resting in the engine at `price`. */
    const resting = (price: number) => ex.markets.trading.ordersOf(ex.demo.userId).filter((o) => o.price === price);
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect((await submit(1, '1002')).at(6)).toBe('SUCCESS');
      // Filled, then ordered in one go (no market tick runs in between to free a page): orders
      // fit in the room left inside the pages there are until one needs a page of its own.
      fillUp(ex.store.db);
      const order = (cid: number) =>
        ex.trading.submitOrder(ex.demo.userId, { type: 'EXCHANGE LIMIT', symbol: 'tBTCUSD', amount: '0.001', price: '1001', cid }, 'ws');
      const placed = [1];
      let refused: ReturnType<typeof order> | undefined;
      for (let cid = 2; cid < 200 && !refused; cid++) {
        const n = order(cid);
        if (n[6] === 'SUCCESS') placed.push(cid);
        else refused = n;
      }
      expect(refused && [refused[1], refused[6], refused[7]]).toEqual(['on-req', 'ERROR', DISK_FULL_TEXT]);
      // The refused order is nowhere: not in the account, not resting in the book.
      expect(ex.trading.orders(ex.demo.userId).map((o) => o[2])).toEqual(placed);
      expect(resting(1001).length).toBe(placed.length - 1);
      ex.store.db.pragma('max_page_count = 1073741823');
      expect((await submit(500, '1003')).at(6)).toBe('SUCCESS');
      expect(resting(1001).length).toBe(placed.length - 1);
      expect(resting(1003).length).toBe(1);
    } finally {
      vi.restoreAllMocks();
      await bare.close();
    }
  }, 60_000);
});
