// Each user's saved withdrawal addresses (`/v1/account_address_book_entries`): listed, added
// (checked like a withdrawal's address, at most MAX_ENTRIES, one entry per method and address)
// and deleted. Rows: [ID, METHOD, CURRENCY, ADDRESS, LABEL, MTS], newest first.
import type { Ctx } from './context';
import { isRecord } from './orders/order-input';
import { addressProblem } from './address-rules';
import { METHODS } from './wallet-methods';

export const MAX_ENTRIES = 200;

interface EntryRow {
  id: number;
  method: string;
  address: string;
  label: string;
  mts: number;
}

export class AddressBook {
  constructor(private readonly ctx: Ctx) {}

  list(user: number): unknown[][] {
    const rows = this.ctx.accounts.db
      .prepare<[number], EntryRow>('SELECT id, method, address, label, mts FROM tr_address_book WHERE user = ? ORDER BY id DESC')
      .all(user);
    return rows.map((r) => [r.id, r.method, METHODS[r.method]?.currency ?? null, r.address, r.label, r.mts]);
  }

  /** Runs one action of the call; the list after it, or the refusal text. */
  act(user: number, input: unknown): unknown[][] | string {
    if (!isRecord(input)) return 'action: invalid';
    const db = this.ctx.accounts.db;
    switch (input.action) {
      case undefined:
      case 'list':
        return this.list(user);
      case 'add': {
        const method = typeof input.method === 'string' ? input.method.toLowerCase() : '';
        const address = typeof input.address === 'string' ? input.address.trim() : '';
        const label = typeof input.label === 'string' ? input.label.trim().slice(0, 64) : '';
        const problem = addressProblem(method, address);
        if (problem) return problem;
        const count = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM tr_address_book WHERE user = ?').get(user)?.n ?? 0;
        const known = db
          .prepare<[number, string, string], { id: number }>('SELECT id FROM tr_address_book WHERE user = ? AND method = ? AND address = ?')
          .get(user, method, address);
        if (known) return 'address: already in the address book';
        if (count >= MAX_ENTRIES) return `address book: at most ${MAX_ENTRIES} addresses`;
        db.prepare('INSERT INTO tr_address_book (user, method, address, label, mts) VALUES (?, ?, ?, ?, ?)').run(
          user,
          method,
          address,
          label || address.slice(0, 12),
          this.ctx.now(),
        );
        return this.list(user);
      }
      case 'delete': {
        const id = Number(input.id);
        if (!Number.isSafeInteger(id)) return 'id: invalid';
        const gone = db.prepare('DELETE FROM tr_address_book WHERE user = ? AND id = ?').run(user, id);
        return gone.changes === 0 ? 'id: invalid' : this.list(user);
      }
      default:
        return 'action: invalid';
    }
  }
}
