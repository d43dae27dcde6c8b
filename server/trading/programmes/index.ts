// The account's programmes (account-side issue 16, items 5–7): affiliates, merchant payments and
// trading competitions, their state in the exchange's SQLite file (schema.ts) like every other
// account record. Merchant payments and competitions are opted into by the account itself
// (programmes.enable); merchant payments only by an account that takes deposits, since an
// invoice is paid by one.
import { PROGRAMMES, type Programme } from '../../../src/protocol/programmes/competitions';
import type { Ctx } from '../context';
import { notifiedWrite } from '../notified-write';
import type { NotificationRow } from '../wire';
import { Affiliates } from './affiliates';
import { Competitions } from './competitions';
import { Pay } from './pay';
import type { ProgrammeHooks, ProgrammePorts } from './ports';

const NAMES: Record<Programme, string> = { merchant: 'Merchant payments', competition: 'Trading competitions' };
const FEATURE = { merchant: 'pay', competition: 'competitions' } as const;

export class Programmes implements ProgrammeHooks {
  readonly affiliates: Affiliates;
  readonly pay: Pay;
  readonly competitions: Competitions;

  constructor(
    private readonly ctx: Ctx,
    private readonly ports: ProgrammePorts,
  ) {
    this.affiliates = new Affiliates(ctx, ports);
    this.pay = new Pay(
      ctx,
      (user) => this.has(user, 'merchant'),
      () => ports.offered('pay'),
    );
    this.competitions = new Competitions(ctx, ports, (user) => this.has(user, 'competition'));
  }

  private get db() {
    return this.ctx.accounts.db;
  }

  private since(user: number, p: Programme): number | null {
    return (
      this.db.prepare<[number, string], { mts: number }>('SELECT mts FROM pg_programmes WHERE user = ? AND programme = ?').get(user, p)
        ?.mts ?? null
    );
  }

  affiliatesOffered(): boolean {
    return this.ports.offered('affiliates');
  }

  has(user: number, p: Programme): boolean {
    return this.since(user, p) !== null;
  }

  /** [[PROGRAMME, ENABLED_MTS | null], …] */
  list(user: number): Array<[Programme, number | null]> {
    return PROGRAMMES.map((p) => [p, this.since(user, p)]);
  }

  /** The account opts into a programme (again: nothing changes). */
  enable(user: number, input: { programme: Programme }): NotificationRow {
    const p = input.programme;
    return notifiedWrite(this.ctx, user, 'programme-enable', ({ now, fail, done }) => {
      if (!this.ports.offered(FEATURE[p])) return fail(`${NAMES[p]} refused: not offered on this site`);
      const since = this.since(user, p);
      if (since !== null) return done([p, since], `${NAMES[p]} enabled already`);
      if (p === 'merchant') {
        const gated = this.ctx.gates.deposit(user);
        if (gated) return fail(`${NAMES[p]} refused: invoices are paid by deposits, and ${gated}`);
      }
      this.db.prepare('INSERT INTO pg_programmes (user, programme, mts) VALUES (?, ?, ?)').run(user, p, now);
      return done([p, now], `${NAMES[p]} enabled`);
    });
  }

  feeCharged: ProgrammeHooks['feeCharged'] = (user, currency, fee, mts, tradeId) => {
    this.affiliates.feeCharged(user, currency, fee, mts, tradeId);
  };

  depositCredited: ProgrammeHooks['depositCredited'] = (m, now) => {
    this.pay.depositCredited(m, now);
  };
}
