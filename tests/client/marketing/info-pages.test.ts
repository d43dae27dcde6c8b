// The content-page template's pages (issue 16, item 9): each is a path of the marketing site drawn
// by the one template, gated by the site variant where it belongs to a feature, and written in
// every locale of the client (title, summary, sections and the call to action of its link).
import { describe, expect, it } from 'vitest';
import { routeOf } from '../../../src/marketing/routes';
import { textOf } from '../../../src/marketing/parts/info-text';
import { INFO_PAGES, featureOfPage, isMarketingPath } from '../../../src/protocol/marketing/pages';
import { LOCALES } from '../../../src/format/locale';
import { INFO_PAGE_LINKS, SEED_INFO_PAGES } from '../../../server/content/info-pages/index';

describe('content pages', () => {
  it('are marketing paths drawn by the template', () => {
    for (const name of INFO_PAGES) {
      expect(isMarketingPath(`/${name}`), name).toBe(true);
      expect(routeOf(`/${name}/`), name).toEqual({ view: 'info', page: name, path: `/${name}` });
    }
    expect(isMarketingPath('/manifesto/more')).toBe(false);
  });

  it('thalex needs the derivatives of the site; the others every site has', () => {
    expect(featureOfPage('thalex')).toBe('derivatives');
    expect(INFO_PAGES.filter((n) => featureOfPage(n) !== undefined)).toEqual(['thalex']);
  });

  it('are written in every locale, each text complete and the page’s own', () => {
    expect(Object.keys(SEED_INFO_PAGES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const texts = SEED_INFO_PAGES[locale]!;
      expect(Object.keys(texts).sort(), locale).toEqual([...INFO_PAGES].sort());
      for (const name of INFO_PAGES) {
        const text = texts[name];
        expect(text.title.trim(), `${locale} ${name}`).not.toBe('');
        expect(text.summary.length, `${locale} ${name}`).toBeGreaterThan(10);
        expect(text.sections.length, `${locale} ${name}`).toBeGreaterThanOrEqual(2);
        for (const s of text.sections) expect(s.heading.trim() && s.body.length > 10, `${locale} ${name}`).toBeTruthy();
        expect(text.cta, `${locale} ${name}`).toBeTruthy();
        expect(JSON.stringify(text)).not.toMatch(/[Ll]orem ipsum|TODO|[Cc]oming soon/);
        // Translated: no other locale's title is the English one (brand names aside).
        if (locale !== 'en' && !['manifesto', 'alpha', 'freedom-art-game'].includes(name))
          expect(text.title, `${locale} ${name}`).not.toBe(SEED_INFO_PAGES.en![name].title);
      }
    }
    for (const name of INFO_PAGES) expect(INFO_PAGE_LINKS[name]).toMatch(/^\/[a-z-]*$/);
  });

  it('show the visitor’s language, English where the store has none', () => {
    const texts = { en: SEED_INFO_PAGES.en!.support, ru: SEED_INFO_PAGES.ru!.support };
    expect(textOf(texts, 'ru')?.title).toBe('Поддержка');
    expect(textOf(texts, 'tr-TR')?.title).toBe('Support');
    expect(textOf(undefined, 'en')).toBeUndefined();
    expect(textOf({ en: { title: 'x' } }, 'en')?.sections).toEqual([]);
  });
});
