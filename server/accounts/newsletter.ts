// Newsletter subscriptions (account-side §7): a signed-in user subscribes their own address, a
// guest gives one. Each campaign keeps an address once; every subscription (a repeated one too)
// is told to the address by a mail in the outbox, so a guest who typed someone else's address
// cannot subscribe them silently.
import type { NewsletterCampaign } from '../../src/protocol/marketing/pages';
import type { AccountsContext } from './context';
import type { Outbox } from './outbox';

const CAMPAIGN_NAMES: Record<NewsletterCampaign, string> = {
  'weekly-markets': 'Weekly markets',
  'product-news': 'Product news',
};

export function createNewsletter(ctx: AccountsContext, deps: { outbox: Outbox }) {
  const insert = ctx.db.prepare(
    'INSERT INTO acct_newsletter (campaign, email, user_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT(campaign, email) DO NOTHING',
  );
  const count = ctx.db.prepare<[string], number>('SELECT COUNT(*) FROM acct_newsletter WHERE campaign = ?').pluck();
  return {
    /** Subscribes `email` (kept in lower case) to `campaign`; false when it already was. */
    subscribe(campaign: NewsletterCampaign, email: string, userId: number | null): boolean {
      const address = email.trim().toLowerCase();
      const added = insert.run(campaign, address, userId, ctx.now()).changes === 1;
      const name = CAMPAIGN_NAMES[campaign];
      deps.outbox.send({
        userId,
        to: address,
        kind: 'newsletter',
        subject: `You are subscribed to ${name}`,
        body: added
          ? `This address now receives the Tradedesk newsletter "${name}". Every issue carries a link to unsubscribe.\n\nIf you did not ask for it, ignore this mail: nothing is sent beyond the next issue's unsubscribe link.`
          : `This address was already subscribed to the Tradedesk newsletter "${name}"; nothing changed.`,
        link: null,
      });
      return added;
    },
    subscribers(campaign: NewsletterCampaign): number {
      return count.get(campaign) ?? 0;
    },
  };
}

export type Newsletter = ReturnType<typeof createNewsletter>;
