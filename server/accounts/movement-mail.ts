// The notice e-mails of deposits and withdrawals: a deposit credited, a withdrawal sent, a
// withdrawal cancelled with the money back. They are the e-mails a user may turn off (the
// `email_toggles` of the user's settings, written by the interface settings page); security
// e-mails (codes, login notices, confirmation links) are sent by their own flows, always.
import { emailWanted, EMAIL_TOGGLES_KEY, type EmailToggle } from '../../src/protocol/account/email-toggles';
import type { Mail, Outbox } from './outbox';
import type { Settings } from './settings';
import type { Users } from './users';
import type { MovementNotice } from '../trading/movement-notice';

/** A movement's change as trading tells it (server/trading/movement-notice.ts). */
export type MovementChange = Omit<MovementNotice, 'text'>;

const CLOSING = 'You can turn these e-mails off in your interface settings.';

/** The mail of a change, or undefined for a change no one is mailed about (a deposit seen, …). */
function mailOf(c: MovementChange): Pick<Mail, 'kind' | 'subject' | 'body'> | undefined {
  const what = `${c.amount} ${c.currency}`;
  switch (c.type) {
    case 'deposit_complete':
      return {
        kind: 'deposit-notice',
        subject: `Deposit of ${what} credited`,
        body: `Your deposit of ${what} (deposit #${c.id}) has been credited to your ${c.wallet} wallet.\n\n${CLOSING}`,
      };
    case 'withdrawal_complete':
      return {
        kind: 'withdrawal-notice',
        subject: `Withdrawal of ${what} sent`,
        body: `Your withdrawal of ${what}${c.address ? ` to ${c.address}` : ''} (withdrawal #${c.id}) has been sent.\n\n${CLOSING}`,
      };
    case 'withdrawal_canceled':
      return {
        kind: 'withdrawal-notice',
        subject: `Withdrawal of ${what} cancelled`,
        body: `Your withdrawal of ${what} (withdrawal #${c.id}) was cancelled; the money is back in your ${c.wallet} wallet.\n\n${CLOSING}`,
      };
    default:
      return undefined;
  }
}

export function createMovementMail(deps: { users: Users; settings: Settings; outbox: Outbox }) {
  return {
    /** Mails the owner about the change, unless it is not worth a mail or the owner turned it off. */
    changed(c: MovementChange): Mail | undefined {
      const mail = mailOf(c);
      if (!mail) return undefined;
      const toggle: EmailToggle = c.kind === 'deposit' ? 'deposits' : 'withdrawals';
      const stored = deps.settings.get(c.user, [EMAIL_TOGGLES_KEY])[0]?.[1];
      if (!emailWanted(stored, toggle)) return undefined;
      const user = deps.users.byId(c.user);
      if (!user) return undefined;
      return deps.outbox.send({ userId: user.id, to: user.email, link: null, ...mail });
    },
  };
}
