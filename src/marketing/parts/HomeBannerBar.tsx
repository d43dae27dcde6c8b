// The home page's banner (`/v2/conf/pub:raw:banner:home:{id}`): the page data names the banners
// not yet over, each is read from the exchange's configuration, and the one in force now shows
// (currentBanner) in the visitor's language, English where it has none. A dismissed banner stays
// hidden: signed out in this browser (its id kept in local storage), signed in on the account's
// `notices` setting too (market-side §3), so it stays hidden on every device — the browser's own
// dismissals join the account's when a signed-in visitor comes (models/ui-memory.ts). A new
// banner shows again.
import { useEffect, useState } from 'react';
import { t, currentLocale } from '../../i18n';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { ACCOUNT_CALLS } from '../../protocol/calls/account';
import { type HomeBanner, bannerConfKey, bannerOf, currentBanner } from '../../protocol/marketing/feeds';
import { NOTICES_KEY, bannerIdsOf, bannerNoticeId, keepLocalBanners, readLocalBanners, syncNotices } from '../../models/ui-memory';
import { useSite, type SiteExchange } from '../site-context';
import { useNow } from '../../ui/use-now';

const browserStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The account's dismissed notices with the browser's banners `local` joined: the banners dismissed. */
async function accountBanners(exchange: SiteExchange, local: readonly number[]): Promise<number[]> {
  const ids = await syncNotices(
    {
      load: () =>
        exchange.callAsUser(ACCOUNT_CALLS.settings, { keys: [NOTICES_KEY] }).then((rows: unknown) => {
          const row: unknown = Array.isArray(rows) ? rows.find((r) => Array.isArray(r) && r[0] === NOTICES_KEY) : undefined;
          return Array.isArray(row) ? (row[1] as unknown) : undefined;
        }),
      save: (list) => exchange.callAsUser(ACCOUNT_CALLS.settingsSet, { settings: { [NOTICES_KEY]: list } }).then(() => undefined),
    },
    local.map(bannerNoticeId),
  );
  return bannerIdsOf(ids);
}

export function HomeBannerBar({ ids }: { ids: readonly number[] }) {
  const { exchange, signedIn } = useSite();
  const [banners, setBanners] = useState<HomeBanner[]>([]);
  const [dismissed, setDismissed] = useState(() => readLocalBanners(browserStore()));
  // Signed in: the account's dismissals (another device's) hide theirs here too.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    accountBanners(exchange, readLocalBanners(browserStore())).then(
      (ids) => live && setDismissed((shown) => [...new Set([...shown, ...ids])]),
      // Unread, this browser's own dismissals still hold.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [exchange, signedIn]);
  const keys = ids.slice(0, 50).map(bannerConfKey).join(',');
  useEffect(() => {
    if (!keys) return;
    let live = true;
    exchange.call(PUBLIC_CALLS.conf, undefined, { keys }).then(
      (values) => live && setBanners(values.map(bannerOf).filter((b): b is HomeBanner => b !== undefined)),
      // No banner is no loss: the page goes on without one.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [exchange, keys]);
  // The clock read each minute: a banner's window opens and closes while the page is open.
  const now = useNow(60_000);
  const banner = currentBanner(banners, now, dismissed);
  if (!banner) return null;
  const dismiss = () => {
    const next = [...dismissed, banner.id];
    keepLocalBanners(browserStore(), next);
    setDismissed(next);
    // Kept on the account for the other devices; failing that, in this browser as before.
    if (signedIn) accountBanners(exchange, [banner.id]).catch(() => undefined);
  };
  return (
    <aside className="mk-banner" aria-label={t('mk.banner.label')}>
      <a href={banner.link}>{banner.text[currentLocale()] ?? banner.text.en}</a>
      <button type="button" className="ui-button mk-banner-close" onClick={dismiss} aria-label={t('mk.banner.dismiss')}>
        ×
      </button>
    </aside>
  );
}
