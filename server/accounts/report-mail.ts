// The report e-mail (account-side issue 9 §6): a report's CSV mailed to the account's own address
// through the outbox. The outbox keeps text only, so the body is a short summary, a blank line,
// then the CSV. A sub-account always has an address — its master's with "+name"
// (subaccounts.ts) — so a sub-account's report reaches the master's mailbox under its own name.
import type { ReportKind } from '../../src/protocol/account/report-kinds';
import type { Mail, Outbox } from './outbox';
import type { Users } from './users';
import { refuse } from './errors';

const TITLES: Record<ReportKind, string> = {
  ledger: 'ledger',
  movements: 'deposits and withdrawals',
  orders: 'orders',
  trades: 'trades',
  positions: 'positions',
  funding: 'funding trades',
};

export interface BuiltReport {
  kind: ReportKind;
  /** ms, inclusive. */
  start: number;
  end: number;
  /** The currency or pair it is limited to; empty for all. */
  filter: string;
  rows: number;
  csv: string;
}

const day = (mts: number) => new Date(mts).toISOString().slice(0, 10);
const rowCount = (n: number) => `${n.toLocaleString('en-US')} row${n === 1 ? '' : 's'}`;

/** The address shown in texts that others may see (a toast, a log): `d…@example.com`. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '…' : `${address.slice(0, 1)}…${address.slice(at)}`;
}

/** Puts the report in the outbox, to the account's address: the mail as kept. */
export function sendReportMail(deps: { users: Users; outbox: Outbox }, userId: number, report: BuiltReport): Mail {
  const user = deps.users.byId(userId);
  if (!user) throw refuse.auth('user: unknown');
  const title = TITLES[report.kind];
  const scope = report.filter ? ` of ${report.filter}` : '';
  return deps.outbox.send({
    userId: user.id,
    to: user.email,
    kind: 'report',
    subject: `Your ${title} report${scope}, ${day(report.start)} to ${day(report.end)}`,
    body:
      `Your ${title} report${scope} from ${new Date(report.start).toISOString()} to ${new Date(report.end).toISOString()} ` +
      `(UTC) holds ${rowCount(report.rows)}, newest first. The CSV follows the blank line below.\n\n${report.csv}`,
    link: null,
  });
}
