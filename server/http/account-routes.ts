// The account calls as one fastify plugin. Everything is registered inside an encapsulated
// child, so its raw-body parser and its protocol-shaped error handler apply to these routes
// only. The calls that reach into trading (sub-account money, report e-mails) get it through
// ports, and are left out when the exchange gives none.
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../accounts/index';
import { registerLocalPages } from './auth/local-pages';
import { registerPrivateRoutes } from './auth/private-routes';
import { installProtocolErrors } from './auth/protocol-reply';
import { installRawBody } from './auth/raw-body';
import { registerSessionRoutes } from './auth/session-routes';
import { registerSubaccountRoutes, type SubaccountMoney } from './auth/subaccount-routes';
import { registerComplianceRoutes } from './auth/compliance-routes';
import { registerSecurityKeyRoutes } from './auth/security-key-routes';
import { registerReportRoutes } from './auth/report-routes';
import { registerNewsletterRoutes } from './auth/newsletter-routes';
import type { ReportRowsPage } from '../trading/report-rows';

export interface AccountRoutePorts {
  /** Sub-accounts' balances and transfers. */
  money?: SubaccountMoney;
  /** The history rows a report e-mail is built from. */
  reportRows?: ReportRowsPage;
  /** The host the exchange listens on (HOST): its local-only routes answer requests naming it. */
  host?: string;
}

export function accountRoutes(accounts: Accounts, ports: AccountRoutePorts = {}): (app: FastifyInstance) => Promise<void> {
  const { money, reportRows, host } = ports;
  return async (app) => {
    await app.register(async (scope) => {
      installRawBody(scope);
      installProtocolErrors(scope);
      registerSessionRoutes(scope, accounts);
      registerPrivateRoutes(scope, accounts);
      registerLocalPages(scope, accounts, { host });
      registerComplianceRoutes(scope, accounts);
      registerSecurityKeyRoutes(scope, accounts);
      registerNewsletterRoutes(scope, accounts);
      if (money) registerSubaccountRoutes(scope, accounts, money);
      if (reportRows) registerReportRoutes(scope, accounts, reportRows);
    });
  };
}
