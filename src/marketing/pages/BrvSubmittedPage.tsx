// After the Brazilian site's sign-up (/brv/sign-up-submitted; only on that site): the account is
// made and waits for its e-mail confirmation; what comes next (confirm, log in, verify with the
// CPF's owner, deposit by PIX).
import { t } from '../../i18n';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { BRV_EMAIL_KEY } from './BrvSignupPage';
import { useTitle } from './ErrorPages';

function sentTo(): string | null {
  try {
    return window.sessionStorage.getItem(BRV_EMAIL_KEY);
  } catch {
    return null;
  }
}

export default function BrvSubmittedPage({ route }: PageProps) {
  useTitle(t('mk.brv.done.title'));
  return (
    <article className="mk-article">
      <WithPageData route={route}>
        {() => {
          const email = sentTo();
          return (
            <>
              <h1>{t('mk.brv.done.title')}</h1>
              <p className="mk-lead" role="status">
                {email ? t('mk.brv.done.sent', { email }) : t('mk.brv.done.sentAny')}
              </p>
              <h2>{t('mk.brv.done.next')}</h2>
              <ol className="mk-steps">
                <li>{t('mk.brv.done.step1')}</li>
                <li>{t('mk.brv.done.step2')}</li>
                <li>{t('mk.brv.done.step3')}</li>
              </ol>
              <p className="mk-dim">{t('mk.brv.done.noMail')}</p>
              <div className="mk-cta">
                <a className="ui-button ui-button-primary mk-big" href="/login">
                  {t('nav.login')}
                </a>
              </div>
            </>
          );
        }}
      </WithPageData>
    </article>
  );
}
