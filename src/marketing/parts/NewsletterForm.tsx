// The newsletter subscription (account-side §7): a signed-in user subscribes the account's own
// address; a guest gives one. The exchange mails a confirmation (the local outbox).
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { NEWSLETTER_CAMPAIGNS, type NewsletterCampaign } from '../../protocol/marketing/pages';
import { useSite } from '../site-context';

const CAMPAIGN_LABEL = { 'weekly-markets': 'mk.news.weekly', 'product-news': 'mk.news.product' } as const;

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

export function NewsletterForm() {
  const { exchange, signedIn } = useSite();
  const [email, setEmail] = useState('');
  const [campaign, setCampaign] = useState<NewsletterCampaign>('weekly-markets');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome({ kind: 'sending' });
    const sent = signedIn
      ? exchange.callAsUser(ACCOUNT_CALLS.newsletterSubscribe, { campaignId: campaign })
      : exchange.call(ACCOUNT_CALLS.newsletterSubscribeGuest, { campaignId: campaign, email: email.trim() });
    sent.then(
      () => setOutcome({ kind: 'done', text: signedIn ? t('mk.news.doneUser') : t('mk.news.done', { email: email.trim() }) }),
      (err: unknown) =>
        setOutcome({ kind: 'failed', text: t('mk.news.failed', { message: err instanceof Error ? err.message : String(err) }) }),
    );
  };

  return (
    <section className="mk-newsletter" aria-labelledby="mk-newsletter-title">
      <h2 id="mk-newsletter-title">{t('mk.news.title')}</h2>
      <p className="mk-dim">{t('mk.news.body')}</p>
      <form onSubmit={submit} className="mk-newsletter-form">
        {!signedIn && (
          <input
            className="ui-input"
            type="email"
            required
            autoComplete="email"
            aria-label={t('mk.news.email')}
            placeholder={t('mk.news.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
        <select
          className="ui-select"
          aria-label={t('mk.news.campaign')}
          value={campaign}
          onChange={(e) => setCampaign(e.target.value as NewsletterCampaign)}
        >
          {NEWSLETTER_CAMPAIGNS.map((c) => (
            <option key={c} value={c}>
              {t(CAMPAIGN_LABEL[c])}
            </option>
          ))}
        </select>
        <button type="submit" className="ui-button ui-button-primary" disabled={outcome.kind === 'sending'}>
          {t('mk.news.subscribe')}
        </button>
      </form>
      {(outcome.kind === 'done' || outcome.kind === 'failed') && (
        <p role="status" className={outcome.kind === 'failed' ? 'mk-down' : 'mk-up'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
