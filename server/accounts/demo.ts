// The demo account, so a fresh exchange can be used at once: a confirmed user and an
// all-permissions API key, from the environment or generated once and kept.
import type { ApiKeys } from './api-keys';
import { allCaps } from './capabilities';
import type { AccountsContext } from './context';
import { metaGet, metaSet } from './schema';
import { EMAIL_PATTERN, type UserRecord, type Users } from './users';

const DEMO_VERIFICATION_LEVEL = 2;
export const DEFAULT_DEMO_EMAIL = 'demo@tradedesk.local';
/** Documented in the README: the demo account is for local use only. */
export const DEFAULT_DEMO_PASSWORD = 'demo-Tradedesk-1';

export interface DemoAccount {
  userId: number;
  email: string;
  /** True when this call created the user (wallet funding hooks on it). */
  created: boolean;
  apiKey: string;
  apiSecret: string;
  /** What start-up prints; secrets that came from the environment are not repeated. */
  lines: string[];
}

export class DemoConfigError extends Error {}

export function createDemo(ctx: AccountsContext, deps: { users: Users; apiKeys: ApiKeys; userCreated(user: UserRecord): void }) {
  const { db } = ctx;
  const { users, apiKeys } = deps;

  function demoKey(user: UserRecord, env: NodeJS.ProcessEnv): { apiKey: string; apiSecret: string } {
    const envKey = env.TRADEDESK_DEMO_API_KEY || undefined;
    const envSecret = env.TRADEDESK_DEMO_API_SECRET || undefined;
    if ((envKey === undefined) !== (envSecret === undefined)) {
      throw new DemoConfigError('set both TRADEDESK_DEMO_API_KEY and TRADEDESK_DEMO_API_SECRET, or neither');
    }
    if (envKey !== undefined && envSecret !== undefined) {
      const existing = apiKeys.active(envKey);
      if (existing && existing.userId !== user.id) throw new DemoConfigError('TRADEDESK_DEMO_API_KEY belongs to another account');
      if (existing && existing.apiSecret !== envSecret) apiKeys.revoke(user.id, envKey);
      if (!existing || existing.apiSecret !== envSecret) {
        try {
          apiKeys.importKey(user.id, 'Demo key', allCaps(true), envKey, envSecret);
        } catch (err) {
          throw new DemoConfigError(`TRADEDESK_DEMO_API_KEY/SECRET: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      metaSet(db, 'demo_api_key', envKey);
      return { apiKey: envKey, apiSecret: envSecret };
    }
    const kept = metaGet(db, 'demo_api_key');
    const active = kept ? apiKeys.active(kept) : undefined;
    if (active && active.userId === user.id) return { apiKey: active.apiKey, apiSecret: active.apiSecret };
    const fresh = apiKeys.create(user.id, 'Demo key', allCaps(true));
    metaSet(db, 'demo_api_key', fresh.apiKey);
    return { apiKey: fresh.apiKey, apiSecret: fresh.apiSecret };
  }

  return {
    /**
     * TRADEDESK_DEMO_EMAIL (default demo@tradedesk.local), TRADEDESK_DEMO_PASSWORD (default
     * demo-Tradedesk-1), TRADEDESK_DEMO_API_KEY / TRADEDESK_DEMO_API_SECRET (generated and kept
     * when unset). The environment is the truth: a changed password replaces the stored one.
     */
    async ensureDemoAccount(env: NodeJS.ProcessEnv = process.env): Promise<DemoAccount> {
      const email = (env.TRADEDESK_DEMO_EMAIL || DEFAULT_DEMO_EMAIL).trim();
      if (!EMAIL_PATTERN.test(email)) throw new DemoConfigError(`TRADEDESK_DEMO_EMAIL is not an e-mail address: "${email}"`);
      const password = env.TRADEDESK_DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
      let user = users.byEmail(email);
      let created = false;
      if (!user) {
        user = users.create({ email, passwordHash: await ctx.passwords.hash(password), emailVerified: true, username: undefined });
        created = true;
      } else {
        // A changed password, or one hashed at an older, cheaper cost, is hashed anew.
        const stale = !(await ctx.passwords.verify(password, user.passwordHash)) || ctx.passwords.needsRehash(user.passwordHash);
        if (stale) users.setPasswordHash(user.id, await ctx.passwords.hash(password));
        if (!user.emailVerified) users.markEmailVerified(user.id);
      }
      // The demo trader is verified to INTERMEDIATE so that margin and derivatives trading are
      // open to it under the spec's verification rules (market-side §5).
      if (user.verificationLevel < DEMO_VERIFICATION_LEVEL) users.setVerificationLevel(user.id, DEMO_VERIFICATION_LEVEL);
      const { apiKey, apiSecret } = demoKey(user, env);
      if (created) deps.userCreated(user);
      const lines = [
        `  Demo account ${email}, password ${env.TRADEDESK_DEMO_PASSWORD ? '(from TRADEDESK_DEMO_PASSWORD)' : password}`,
        `  Demo API key ${apiKey}`,
        `  Demo API secret ${env.TRADEDESK_DEMO_API_SECRET ? '(from TRADEDESK_DEMO_API_SECRET)' : apiSecret}`,
      ];
      return { userId: user.id, email, created, apiKey, apiSecret, lines };
    },
  };
}
