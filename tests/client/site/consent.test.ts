// The cookie consent rules (account-side §5, §9) and the consent store: the banner only where the
// country asks for it or the lookup failed, a choice kept 90 days, analytics (first-party page
// views) following the analytical category — none sent without consent.
import { describe, expect, it } from 'vitest';
import { ALLOW_BY_DEFAULT_COUNTRIES, CONSENT_VALIDITY_MS, analyticsAllowed, bannerNeeded, consentOf } from '../../../src/site/consent';
import { ConsentStore } from '../../../src/site/consent-store';
import { PUBLIC_CALLS } from '../../../src/protocol/calls/public';

const NOW = Date.UTC(2026, 10, 25);

describe('cookie consent rules', () => {
  it('shows the banner unless a consent is in force or cookies are allowed by default', () => {
    expect(bannerNeeded(undefined, 'DE', NOW)).toBe(true);
    expect(bannerNeeded(undefined, 'US', NOW)).toBe(true);
    expect(bannerNeeded(undefined, null, NOW)).toBe(true); // the lookup failed
    for (const c of ALLOW_BY_DEFAULT_COUNTRIES) expect(bannerNeeded(undefined, c, NOW), c).toBe(false);
    const given = { analytical: false, marketing: false, at: NOW - 1000 };
    expect(bannerNeeded(given, 'DE', NOW)).toBe(false);
    expect(bannerNeeded({ ...given, at: NOW - CONSENT_VALIDITY_MS }, 'DE', NOW)).toBe(true);
  });

  it('lets analytics follow the stored category, or the country by default', () => {
    expect(analyticsAllowed(undefined, 'BR', NOW)).toBe(true);
    expect(analyticsAllowed(undefined, 'DE', NOW)).toBe(false);
    expect(analyticsAllowed(undefined, null, NOW)).toBe(false);
    expect(analyticsAllowed({ analytical: false, marketing: true, at: NOW }, 'BR', NOW)).toBe(false);
    expect(analyticsAllowed({ analytical: true, marketing: false, at: NOW }, 'DE', NOW)).toBe(true);
    expect(consentOf('{"analytical":true}')).toBeUndefined();
    expect(consentOf('nope')).toBeUndefined();
  });
});

function store(geo: () => Promise<unknown>) {
  const calls: Array<{ path: string; input: unknown }> = [];
  const kept = new Map<string, string>();
  const rest = {
    call: async (def: { path: string }, input?: unknown) => {
      calls.push({ path: def.path, input });
      return def.path === PUBLIC_CALLS.geoIp.path ? geo() : [1];
    },
  };
  const s = ConsentStore.create(
    {},
    { rest, browserStorage: { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => kept.set(k, v) } },
  );
  const views = () => calls.filter((c) => c.path === PUBLIC_CALLS.pageview.path).map((c) => c.input);
  return { s, views, kept };
}

describe('the consent store', () => {
  it('asks a European visitor, sends nothing before consent, and counts page views after Accept all', async () => {
    const { s, views, kept } = store(async () => ['1.2.3.4', 'DE']);
    await s.load();
    expect(s.bannerShown).toBe(true);
    s.pageview('/t');
    expect(views()).toEqual([]);
    s.acceptAll();
    expect(s.bannerShown).toBe(false);
    expect(JSON.parse([...kept.values()][0]!)).toMatchObject({ analytical: true, marketing: true });
    s.pageview('/t');
    expect(views()).toEqual([{ path: '/t' }]);
  });

  it('does not ask where cookies are allowed by default, and shows the banner when the lookup fails', async () => {
    const br = store(async () => ['1.2.3.4', 'BR']);
    await br.s.load();
    expect(br.s.bannerShown).toBe(false);
    expect(br.s.analytics).toBe(true);
    const failed = store(async () => {
      throw new Error('geo: country unknown');
    });
    await failed.s.load();
    expect(failed.s.bannerShown).toBe(true);
    failed.s.choose({ analytical: false, marketing: true });
    failed.s.pageview('/');
    expect(failed.views()).toEqual([]);
  });
});
