// Newsletter subscriptions (account-side §7): the signed-in user's own address
// (`/v2/auth/w/email/newsletters/subscribe` {campaignId}) and a guest's
// (`/v2/int/email/newsletters/subscribe` {campaignId, email}); both answer `[1]` and mail the
// address (the outbox).
import type { FastifyInstance } from 'fastify';
import type { Accounts } from '../../accounts/index';
import { ACCOUNT_CALLS as C } from '../../../src/protocol/calls/account';
import * as B from '../../../src/protocol/calls/account-bodies';
import { authenticate } from './guard';
import { parseWith } from './protocol-reply';
import { refuse } from '../../accounts/errors';

export function registerNewsletterRoutes(scope: FastifyInstance, accounts: Accounts): void {
  scope.post(C.newsletterSubscribe.path, async (req) => {
    const auth = authenticate(accounts, req, { cap: 'account', access: 'write' });
    const { campaignId } = parseWith(B.NewsletterBody, req.body);
    const user = accounts.users.byId(auth.userId);
    if (!user) throw refuse.auth('user: unknown');
    accounts.newsletter.subscribe(campaignId, user.email, user.id);
    return [1];
  });

  scope.post(C.newsletterSubscribeGuest.path, async (req) => {
    const { campaignId, email } = parseWith(B.GuestNewsletterBody, req.body);
    accounts.newsletter.subscribe(campaignId, email, null);
    return [1];
  });
}
