// The forms of the exchange's own local pages (the outbox, the local sign-on provider).
import { z } from 'zod';
import { intText, text } from '../../../src/protocol/calls/account-bodies';

export const OutboxQuery = z.object({ to: text(254).optional(), limit: intText.pipe(z.number().int().min(1).max(500)).optional() });
export const SsoAuthorizeForm = z.object({ email: text(254).min(3), passphrase: text(256).min(1), return_to: text(512).optional() });
