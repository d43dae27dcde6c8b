// The site variants' rules (account-side §6): what each site lists and offers, the routes of a
// switched-off feature, TRADEDESK_SITE's spellings, and a default layout without the widgets a
// site does not offer.
import { describe, expect, it } from 'vitest';
import { SITES, enabledOn, listsPair, siteIdOf } from '../../../src/protocol/site/variants';
import { featureOfPath, WIDGET_FEATURES } from '../../../src/site/widget-features';
import { SiteStore } from '../../../src/site/site-store';
import { defaultLayoutContent } from '../../../src/layouts/flex-model';

describe('site variants', () => {
  it("have the spec's default pairs and fiat", () => {
    expect([SITES.default, SITES.tr, SITES.br, SITES.jp].map((s) => [s.defaultPair, s.defaultFiat])).toEqual([
      ['tBTCUSD', 'USD'],
      ['tBTCTRY', 'TRY'],
      ['tBTCBRL', 'BRL'],
      ['tBTCJPY', 'JPY'],
    ]);
    expect(SITES.default.disabled).toEqual([]);
    expect(enabledOn(SITES.tr, 'margin')).toBe(false);
    expect(enabledOn(SITES.br, 'margin')).toBe(true);
    expect(enabledOn(SITES.jp, 'affiliates')).toBe(false);
    expect(SITES.tr.terms).toContain('Turkish');
  });

  it('list pairs by their currencies and the derivatives switch', () => {
    expect(listsPair(SITES.default, 'tBTCF0:USTF0', true)).toBe(true);
    expect(listsPair(SITES.tr, 'tBTCF0:USTF0', true)).toBe(false);
    expect(listsPair(SITES.jp, 'tSOLUSD', false)).toBe(false);
    expect(listsPair(SITES.jp, 'tBTCJPY', false)).toBe(true);
  });

  it('answer the routes of switched-off features, and read TRADEDESK_SITE', () => {
    expect(featureOfPath('/funding')).toBe('funding');
    expect(featureOfPath('/f/USD')).toBe('funding');
    expect(featureOfPath('/fees')).toBeUndefined();
    const store = SiteStore.create({ id: 'tr' });
    expect(store.refusedFeature('/f/USD')).toBe('funding');
    expect(store.refusedFeature('/t/BTCTRY')).toBeUndefined();
    expect(SiteStore.create({ id: 'br' }).refusedFeature('/otc')).toBeUndefined();
    expect(siteIdOf('Turkish')).toBe('tr');
    expect(siteIdOf('')).toBe('default');
    expect(siteIdOf('mars')).toBeUndefined();
  });

  it('leave the widgets of switched-off features out of the default layout', () => {
    const tr = SiteStore.create({ id: 'tr' });
    const text = JSON.stringify(defaultLayoutContent((type) => tr.offersWidget(type)).model);
    for (const type of Object.keys(WIDGET_FEATURES)) expect(text).not.toContain(`widget/${type}/`);
    expect(text).toContain('widget/orderForm/');
    expect(JSON.stringify(defaultLayoutContent().model)).toContain('widget/fundingBook/');
    expect(SiteStore.create({ id: 'br' }).offersWidget('positions')).toBe(true);
  });
});
