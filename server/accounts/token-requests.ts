// The rules of `/v2/auth/w/token` (PROTOCOL §5.3, account-side §6–7): a token never carries
// more than the credential that asks for it; `cpl` tokens are account-read for an hour; `wd`
// needs write permission.
import type { AuthContext } from './auth';
import { type Caps, type TokenCapLetter, TOKEN_CAP_LETTERS, allows, isTokenCapLetter, lettersOf, noCaps } from './capabilities';
import { refuse } from './errors';
import { CPL_TOKEN_TTL_S, DEFAULT_TOKEN_TTL_S, MAX_TOKEN_TTL_S, type TokenRequest, type TokenScope, TOKEN_SCOPES } from './tokens';

export interface TokenAsk {
  scope?: string;
  ttl?: number;
  caps?: readonly string[];
  /** Letters that get write access (paper trading uses it). */
  capsRW?: readonly string[];
  writePermission?: boolean;
  custIp?: string;
}

function letters(list: readonly string[] | undefined, field: string): TokenCapLetter[] | undefined {
  if (list === undefined) return undefined;
  return list.map((l) => {
    if (!isTokenCapLetter(l)) throw refuse.params(`${field}: invalid "${String(l).slice(0, 8)}" (a, o, f, s, w, wd, bp)`);
    return l;
  });
}

/** Turns a token ask from a caller into a token request, or refuses it. */
export function tokenRequestFor(auth: AuthContext, ask: TokenAsk): TokenRequest {
  if (ask.scope === undefined || !(TOKEN_SCOPES as readonly string[]).includes(ask.scope)) {
    throw refuse.params('scope: invalid (api or cpl)');
  }
  const scope = ask.scope as TokenScope;
  const base = { userId: auth.userId, scope, ui: auth.ui, sessionId: auth.sessionId, apiKeyId: auth.apiKeyId, custIp: ask.custIp };

  if (scope === 'cpl') {
    if (!allows(auth.caps, 'account', 'read')) throw refuse.params('caps: "a" exceeds the credential\'s permissions');
    const caps = noCaps();
    caps.account = { read: true, write: false };
    caps.history = { read: true, write: false };
    return { ...base, caps, ttlS: CPL_TOKEN_TTL_S };
  }

  const ttlS = ask.ttl ?? DEFAULT_TOKEN_TTL_S;
  if (!Number.isInteger(ttlS) || ttlS < 1 || ttlS > MAX_TOKEN_TTL_S) throw refuse.params(`ttl: invalid (1–${MAX_TOKEN_TTL_S} s)`);

  const writeLetters = new Set(letters(ask.capsRW, 'capsRW') ?? []);
  // Without a caps list: whatever the credential can read, but withdrawals only when write is asked.
  const wanted =
    letters(ask.caps, 'caps') ?? lettersOf(auth.caps).filter((l) => l !== 'wd' || ask.writePermission === true || writeLetters.has('wd'));
  const caps: Caps = noCaps();
  for (const letter of wanted) {
    const write = ask.writePermission === true || writeLetters.has(letter);
    if (letter === 'wd' && !write) throw refuse.params('caps: wd requires writePermission');
    for (const cap of TOKEN_CAP_LETTERS[letter]) {
      if (!allows(auth.caps, cap, 'read')) throw refuse.params(`caps: "${letter}" exceeds the credential's permissions`);
      if (writeLetters.has(letter) && !allows(auth.caps, cap, 'write')) {
        throw refuse.params(`capsRW: "${letter}" exceeds the credential's permissions`);
      }
      // writePermission asks for write wherever the credential has it; never beyond.
      caps[cap] = { read: true, write: write && allows(auth.caps, cap, 'write') };
    }
  }
  for (const letter of writeLetters) {
    if (!wanted.includes(letter)) throw refuse.params(`capsRW: "${letter}" is not among caps`);
  }
  return { ...base, caps, ttlS };
}
