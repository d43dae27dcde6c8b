// The marketing site's calls to the exchange, on the browser's own fetch (no HTTP library in the
// site's first load): public calls of the protocol's table, and the few the site makes with the
// visitor's login session (the session header asks for the HttpOnly cookie). Refusals in the
// protocol's shape become SiteCallError with the exchange's code and text.
import { callPath, type CallDef, type CallInput, type CallParams, type CallReply } from '../protocol/calls/define';
import { ErrorCode, parseRestError } from '../protocol/errors';
import { SESSION_HEADER, SESSION_HEADER_VALUE } from '../protocol/session-header';

export class SiteCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'SiteCallError';
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 15_000;

function query(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) if (v !== undefined) q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export function createSiteRest(base: string, fetchImpl: Fetch = (url, init) => fetch(url, init)) {
  async function send<C extends CallDef>(def: C, input: unknown, params: unknown, session: boolean): Promise<CallReply<C>> {
    const path = callPath(def, params as never);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (def.method === 'POST') headers['content-type'] = 'application/json';
    if (session) headers[SESSION_HEADER] = SESSION_HEADER_VALUE;
    const res = await fetchImpl(`${base}${path}${def.method === 'GET' ? query(input) : ''}`, {
      method: def.method,
      headers,
      credentials: session ? 'include' : 'same-origin',
      body: def.method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await res.json().catch(() => undefined);
    const refused = parseRestError(body);
    if (refused) throw new SiteCallError(refused.code, refused.message, res.status);
    if (!res.ok) throw new SiteCallError(res.status === 429 ? ErrorCode.RATE_LIMIT : 0, `HTTP ${res.status}`, res.status);
    return def.reply(body) as CallReply<C>;
  }
  return {
    /** A public call of the protocol's table. */
    call: <C extends CallDef>(def: C, input?: CallInput<C>, params?: CallParams<C>) => send(def, input, params, false),
    /** A call made with the visitor's login session (a signed call the browser's cookie carries). */
    callAsUser: <C extends CallDef>(def: C, input?: CallInput<C>) => send(def, input, undefined, true),
  };
}

export type SiteRest = ReturnType<typeof createSiteRest>;
