// The rules of the site's feeds and notices (issue 16, item 9): which home banner shows (in its
// window, not dismissed, the latest to start), that a lead is sent only with analytical consent,
// and the keep-alive ping only while the page is shown.
import { describe, expect, it, vi } from 'vitest';
import { type HomeBanner, SITE_PING_MS, bannerOf, currentBanner } from '../../../src/protocol/marketing/feeds';
import { leadAllowed, sendLead, type ConsentKnown } from '../../../src/marketing/parts/lead';
import { startPing } from '../../../src/marketing/parts/use-ping';
import { PUBLIC_CALLS } from '../../../src/protocol/calls/public';
import { CONSENT_VALIDITY_MS } from '../../../src/site/consent';
import { SEED_BANNERS } from '../../../server/content/seed-feeds';
import { LOCALES } from '../../../src/format/locale';

const NOW = Date.UTC(2026, 10, 26, 12);
const DAY = 86_400_000;
const banner = (id: number, from: number, to: number): HomeBanner => ({ id, text: { en: `b${id}` }, link: '/', from, to });

describe('the home banner', () => {
  const past = banner(1, NOW - 30 * DAY, NOW - DAY);
  const running = banner(2, NOW - 10 * DAY, NOW + 10 * DAY);
  const newer = banner(3, NOW - DAY, NOW + 5 * DAY);
  const future = banner(4, NOW + DAY, NOW + 9 * DAY);

  it('is the one in its window that started last', () => {
    expect(currentBanner([past, running, newer, future], NOW, [])?.id).toBe(3);
    expect(currentBanner([past, running, future], NOW, [])?.id).toBe(2);
    expect(currentBanner([past, future], NOW, [])).toBeUndefined();
    // The window is [from, to): on its last millisecond it is over.
    expect(currentBanner([banner(5, NOW - DAY, NOW)], NOW, [])).toBeUndefined();
    expect(currentBanner([banner(5, NOW, NOW + 1)], NOW, [])?.id).toBe(5);
  });

  it('skips a dismissed banner for the next one in force', () => {
    expect(currentBanner([running, newer], NOW, [3])?.id).toBe(2);
    expect(currentBanner([running, newer], NOW, [2, 3])).toBeUndefined();
  });

  it('is read back only from a well-formed conf value', () => {
    expect(bannerOf(running)).toEqual(running);
    expect(bannerOf(null)).toBeUndefined();
    expect(bannerOf({ ...running, text: { 'pt-BR': 'x' } })).toBeUndefined(); // English is the fallback
    expect(bannerOf({ ...running, to: '2027' })).toBeUndefined();
  });

  it('seeds are written in every locale, with a window that ends after it starts', () => {
    for (const b of SEED_BANNERS) {
      expect(Object.keys(b.text).sort(), String(b.id)).toEqual([...LOCALES].sort());
      expect(b.to).toBeGreaterThan(b.from);
    }
  });
});

describe('the analytics lead', () => {
  const fake = () => {
    const call = vi.fn(() => Promise.resolve([1]));
    return { exchange: { call } as never as Parameters<typeof sendLead>[0], call };
  };
  const lead = { source: 'brv-sign-up' as const, page: '/brv/sign-up' };
  const at = NOW - 1000;

  it('is not sent without analytical consent', () => {
    const cases: ConsentKnown[] = [
      // The country lookup has not answered yet.
      { known: false, country: 'BR', stored: undefined },
      // A country that asks for the banner, no choice made.
      { known: true, country: 'DE', stored: undefined },
      // The lookup failed.
      { known: true, country: null, stored: undefined },
      // Analytics refused, even where cookies are allowed by default.
      { known: true, country: 'BR', stored: { analytical: false, marketing: true, at } },
      { known: true, country: 'DE', stored: { analytical: false, marketing: false, at } },
    ];
    for (const consent of cases) {
      const { exchange, call } = fake();
      expect(leadAllowed(consent, NOW), JSON.stringify(consent)).toBe(false);
      expect(sendLead(exchange, consent, NOW, lead)).toBe(false);
      expect(call).not.toHaveBeenCalled();
    }
  });

  it('is sent with analytical consent, or where analytics are on by default', () => {
    const cases: ConsentKnown[] = [
      { known: true, country: 'DE', stored: { analytical: true, marketing: false, at } },
      { known: true, country: 'BR', stored: undefined },
      { known: true, country: null, stored: { analytical: true, marketing: false, at } },
    ];
    for (const consent of cases) {
      const { exchange, call } = fake();
      expect(sendLead(exchange, consent, NOW, { ...lead, refcode: 'ABCD2345' })).toBe(true);
      expect(call).toHaveBeenCalledWith(PUBLIC_CALLS.lead, { ...lead, refcode: 'ABCD2345' });
    }
  });

  it('follows an expired consent back to the country’s default', () => {
    const old = { analytical: true, marketing: true, at: NOW - CONSENT_VALIDITY_MS - 1 };
    expect(leadAllowed({ known: true, country: 'DE', stored: old }, NOW)).toBe(false);
  });
});

describe('the keep-alive ping', () => {
  it('calls /_ping every five minutes while the page is shown, and stops when closed', () => {
    let tick: (() => void) | undefined;
    let interval = 0;
    const cleared: unknown[] = [];
    const call = vi.fn(() => Promise.resolve([1, NOW]));
    const doc = { visibilityState: 'visible' as DocumentVisibilityState };
    const stop = startPing({ call } as never, doc, {
      setInterval: (fn, ms) => {
        tick = fn;
        interval = ms;
        return 7;
      },
      clearInterval: (h) => cleared.push(h),
    });
    expect(interval).toBe(SITE_PING_MS);
    expect(SITE_PING_MS).toBe(300_000);
    tick!();
    expect(call).toHaveBeenCalledWith(PUBLIC_CALLS.ping);
    doc.visibilityState = 'hidden';
    tick!();
    expect(call).toHaveBeenCalledTimes(1);
    stop();
    expect(cleared).toEqual([7]);
  });
});

describe('the routes of the remaining pages', () => {
  it('draw the blog, a post, the releases and the Brazilian sign-up; nothing else under /brv', async () => {
    const { routeOf } = await import('../../../src/marketing/routes');
    const { isMarketingPath, siteOfPage } = await import('../../../src/protocol/marketing/pages');
    expect(routeOf('/blog')).toMatchObject({ view: 'blog', page: 'blog' });
    expect(routeOf('/blog/reading-the-funding-rate/')).toMatchObject({ view: 'blog-post', page: 'blog/reading-the-funding-rate' });
    expect(routeOf('/releases').view).toBe('releases');
    expect(routeOf('/brv/sign-up')).toMatchObject({ view: 'brv-sign-up', page: 'brv/sign-up' });
    expect(routeOf('/brv/sign-up-submitted').view).toBe('brv-sign-up-submitted');
    expect(routeOf('/honey').view).toBe('info');
    expect(routeOf('/freedom-art-game').view).toBe('info');
    expect(isMarketingPath('/brv/other')).toBe(false);
    expect(isMarketingPath('/brv')).toBe(false);
    expect(siteOfPage('brv/sign-up')).toBe('br');
    expect(siteOfPage('blog')).toBeUndefined();
  });
});
