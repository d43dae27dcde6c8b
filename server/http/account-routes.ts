// The account calls as one fastify plugin. Everything is registered inside an encapsulated
// child, so its raw-body parser and its protocol-shaped error handler apply to these routes
// only.
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

export function accountRoutes(accounts: Accounts, money?: SubaccountMoney): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    await app.register(async (scope) => {
      installRawBody(scope);
      installProtocolErrors(scope);
      registerSessionRoutes(scope, accounts);
      registerPrivateRoutes(scope, accounts);
      registerLocalPages(scope, accounts);
      registerComplianceRoutes(scope, accounts);
      registerSecurityKeyRoutes(scope, accounts);
      if (money) registerSubaccountRoutes(scope, accounts, money);
    });
  };
}
