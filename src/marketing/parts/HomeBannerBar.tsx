// The home page's banner (`/v2/conf/pub:raw:banner:home:{id}`): the page data names the banners
// not yet over, each is read from the exchange's configuration, and the one in force now shows
// (currentBanner) in the visitor's language, English where it has none. A dismissed banner stays
// hidden in this browser (its id kept in local storage); a new banner shows again.
import { useEffect, useState } from 'react';
import { t, currentLocale } from '../../i18n';
import { PUBLIC_CALLS } from '../../protocol/calls/public';
import { type HomeBanner, bannerConfKey, bannerOf, currentBanner } from '../../protocol/marketing/feeds';
import { useSite } from '../site-context';
import { useNow } from '../../ui/use-now';

export const BANNER_DISMISSED_KEY = 'tradedesk:banner-dismissed';
/** Dismissals kept (the newest): old banners' ids need not be kept for ever. */
const KEPT = 50;

function readDismissed(): number[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(BANNER_DISMISSED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

function keepDismissed(ids: number[]): void {
  try {
    window.localStorage.setItem(BANNER_DISMISSED_KEY, JSON.stringify(ids.slice(-KEPT)));
  } catch {
    // Storage refused: the banner stays hidden for this page only.
  }
}

export function HomeBannerBar({ ids }: { ids: readonly number[] }) {
  const { exchange } = useSite();
  const [banners, setBanners] = useState<HomeBanner[]>([]);
  const [dismissed, setDismissed] = useState(readDismissed);
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
    keepDismissed(next);
    setDismissed(next);
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
