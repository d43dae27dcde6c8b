// The report e-mail (account-side issue 9 §6): a range of one of the account's histories, too
// large for the browser's export, built here as CSV from the rows the history reads serve and
// mailed to the account's address through the outbox. Answered with a notification, like the
// other writes: [MTS, 'report-email', null, null, [ROWS, EMAIL], null, 'SUCCESS', TEXT].
// The call asks for the right to read the history; the kind's own read right is asked too, so a
// key that may not read orders cannot have them mailed. One report at a time per account: a
// build yields to the exchange between pages, and a second one would only queue behind it.
import type { FastifyInstance } from 'fastify';
import type { Accounts, Capability } from '../../accounts/index';
import { isCapability } from '../../accounts/capabilities';
import { refuse } from '../../accounts/errors';
import { maskedAddress, sendReportMail } from '../../accounts/report-mail';
import { reportCsv } from '../../trading/report-csv';
import type { ReportRowsPage } from '../../trading/report-rows';
import type { CallCapability } from '../../../src/protocol/calls/define';
import { TRADING_CALLS } from '../../../src/protocol/calls/trading';
import { ReportEmailBody } from '../../../src/protocol/calls/trading-bodies';
import { REPORT_SPECS } from '../../../src/protocol/account/report-kinds';
import { authenticate } from './guard';
import { notification, parseWith } from './protocol-reply';

function capabilityOf(cap: CallCapability | undefined): Capability {
  if (!cap || !isCapability(cap.scope)) throw new Error(`report call without a known capability: ${cap?.scope}`);
  return cap.scope;
}

export function registerReportRoutes(scope: FastifyInstance, accounts: Accounts, rows: ReportRowsPage): void {
  const def = TRADING_CALLS.reportEmail;
  const cap = capabilityOf(def.cap);
  const building = new Set<number>();

  scope.post(def.path, async (req) => {
    const auth = authenticate(accounts, req, { cap, access: def.cap?.write ? 'write' : 'read' });
    const b = parseWith(ReportEmailBody, req.body);
    accounts.requireCap(auth, capabilityOf(REPORT_SPECS[b.kind].all.cap), 'read');
    const user = auth.userId;
    if (building.has(user)) throw refuse.generic('report: one is being built for this account already (its e-mail comes first)');
    building.add(user);
    try {
      const built = await reportCsv(b.kind, b.start, b.end, (w) => rows(user, b.kind, b.filter, w));
      if (!built.ok) throw refuse.params(built.refusal);
      const mail = sendReportMail(accounts, user, { ...b, rows: built.rows, csv: built.csv });
      const count = `${built.rows} row${built.rows === 1 ? '' : 's'}`;
      return notification(accounts.now(), 'report-email', [built.rows, mail.to], `Report with ${count} sent to ${maskedAddress(mail.to)}`);
    } finally {
      building.delete(user);
    }
  });
}
