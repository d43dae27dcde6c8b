// The local stand-ins for outside services: the mail outbox (endpoint and page) and the
// single-sign-on provider's sign-in page. Small server-rendered HTML, no scripts.
import { ACCOUNT_CALLS } from '../../../src/protocol/calls/account';
import { sameSitePath } from '../../../src/protocol/return-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Accounts } from '../../accounts/index';
import { ErrorCode } from '../../../src/protocol/errors';
import { AccountError, refuse } from '../../accounts/errors';
import { randomId } from '../../accounts/secrets';
import { parseWith } from './protocol-reply';
import { OutboxQuery, SsoAuthorizeForm } from './local-schemas';
import { crossOriginPost, setSsoBrowserCookie } from './session-cookie';
import { notLocalRequest } from '../../guard/local-request';

export const OUTBOX_PATH = ACCOUNT_CALLS.outbox.path;
export const OUTBOX_PAGE_PATH = ACCOUNT_CALLS.outboxPage.path;
export const SSO_AUTHORIZE_PATH = ACCOUNT_CALLS.ssoAuthorize.path;
/** Where a real provider returns to (the client's SSO_CALLBACK_ROUTE, an alias of its login page's
 *  sign-on step). */
export const DEFAULT_SSO_RETURN = '/auth/google/callback';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #8886;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}pre{white-space:pre-wrap}
label{display:block;margin:.5rem 0}input{font:inherit;width:100%;padding:.3rem}</style></head>
<body>${body}</body></html>`);
}

/** The outbox may hand out confirmation links, so only this machine may read it, by a loopback
 *  name of this server (the client's address: behind a proxy on this machine every socket's peer
 *  is loopback, but the Host it forwards is the public name). */
function assertLocal(req: FastifyRequest, host: string | undefined): void {
  const problem = notLocalRequest(req, host);
  if (problem) throw refuse.auth(`outbox: ${problem}`);
}

/** Only paths of this site, checked after normalisation: the provider must not become an open
 *  redirect that hands its sign-on code to another host. */
function safeReturn(path: string | undefined): string {
  return sameSitePath(path) ?? DEFAULT_SSO_RETURN;
}

function ssoForm(returnTo: string, email = '', problem = ''): string {
  return `<main><h1>Tradedesk local sign-on</h1>
<p>This stands in for an outside identity provider. The first sign-in with an address registers it
with the passphrase you choose; later sign-ins need the same passphrase.</p>
${problem ? `<p role="alert"><strong>${escapeHtml(problem)}</strong></p>` : ''}
<form method="post" action="${SSO_AUTHORIZE_PATH}">
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<label>E-mail <input name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"></label>
<label>Passphrase <input name="passphrase" type="password" autocomplete="current-password" required minlength="8"></label>
<button type="submit">Continue</button></form></main>`;
}

export interface LocalPagesOptions {
  /** The host the exchange was configured to listen on: a name its local-only routes answer to
   *  besides localhost, 127.0.0.1 and [::1]. */
  host?: string;
}

export function registerLocalPages(scope: FastifyInstance, accounts: Accounts, opts: LocalPagesOptions = {}): void {
  /** `[[ID, MTS, TO, KIND, SUBJECT, BODY, LINK], …]`, newest first; `?to=` filters by address. */
  scope.get(OUTBOX_PATH, async (req) => {
    assertLocal(req, opts.host);
    const q = parseWith(OutboxQuery, req.query);
    return accounts.outbox.list(q).map((m) => [m.id, m.createdAt, m.to, m.kind, m.subject, m.body, m.link]);
  });

  scope.get(OUTBOX_PAGE_PATH, async (req, reply) => {
    assertLocal(req, opts.host);
    const q = parseWith(OutboxQuery, req.query);
    const mails = accounts.outbox.list(q);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.createdAt).toISOString())} · ${escapeHtml(m.kind)}</p>
<pre>${escapeHtml(m.body)}</pre>${m.link ? `<p><a href="${escapeHtml(m.link)}">Open the link</a></p>` : ''}</article>`,
      )
      .join('');
    return page(
      reply,
      200,
      'Tradedesk outbox',
      `<main><h1>Outbox</h1><p>Mail the exchange would have sent.</p>${items || '<p>No mail yet.</p>'}</main>`,
    );
  });

  scope.get(SSO_AUTHORIZE_PATH, async (req, reply) => {
    const returnTo = safeReturn((req.query as Record<string, unknown>).return_to as string | undefined);
    return page(reply, 200, 'Tradedesk local sign-on', ssoForm(returnTo));
  });

  // Signs the assertion and sends the browser back with it as ?code=… .
  scope.post(SSO_AUTHORIZE_PATH, async (req, reply) => {
    const raw = (req.body ?? {}) as Record<string, unknown>;
    const returnTo = safeReturn(typeof raw.return_to === 'string' ? raw.return_to : undefined);
    try {
      // Only from the provider's own page: another site auto-posting this form with its own
      // e-mail and passphrase would sign the visitor into that account (login CSRF).
      if (crossOriginPost(req)) throw refuse.auth('origin: a sign-on sent by another site is refused');
      const form = parseWith(SsoAuthorizeForm, raw);
      // The provider's passphrases are guessed like passwords, so the same brakes apply: the try
      // is checked against the limit and reserved as a failure in one synchronous step, before
      // the slow hash, so parallel guesses count each other.
      const who = `sso:${form.email.trim().toLowerCase()}`;
      accounts.guard.assertAllowed(who, req.ip);
      const ua = req.headers['user-agent'];
      const attempt = accounts.guard.reserve({
        userId: null,
        emailNorm: who,
        ip: req.ip,
        userAgent: typeof ua === 'string' ? ua : '',
        reason: 'password',
      });
      // The code is bound to this browser: leaked on its way back, it logs no one else in.
      const browserSecret = randomId(24);
      const code = await accounts.sso.authorize(form.email, form.passphrase, browserSecret).catch((err: unknown) => {
        // Only a wrong passphrase stays a failed guess (a refused new passphrase is none).
        if (!(err instanceof AccountError && err.code === ErrorCode.AUTH_FAIL)) accounts.guard.forget(attempt);
        throw err;
      });
      accounts.guard.forget(attempt);
      setSsoBrowserCookie(req, reply, browserSecret);
      const target = new URL(returnTo, 'http://local');
      target.searchParams.set('code', code);
      return reply.redirect(`${target.pathname}${target.search}${target.hash}`, 303);
    } catch (err) {
      if (!(err instanceof AccountError)) throw err;
      const email = typeof raw.email === 'string' ? raw.email : '';
      if (err.retryAfterS !== undefined) reply.header('retry-after', String(err.retryAfterS));
      return page(reply, err.httpStatus === 429 ? 429 : 400, 'Tradedesk local sign-on', ssoForm(returnTo, email, err.message));
    }
  });
}
