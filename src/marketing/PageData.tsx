// A page drawn from its page data: nothing while it loads (the loader after a second); a page
// without data is replaced by the 404 page, one the exchange could not build by the 500 page (the
// page view's), and a page of a feature the site variant switches off says so (asked before any
// load).
import { useEffect, type ReactNode } from 'react';
import { t } from '../i18n';
import { featureOfPage } from '../protocol/marketing/pages';
import { enabledOn } from '../protocol/site/variants';
import { DelayedLoader } from '../ui/DelayedLoader';
import { useReportFailure } from './page-failure';
import { NotOffered } from './parts/NotOffered';
import type { Route } from './routes';
import { useSite } from './site-context';
import { usePageData } from './use-page-data';

export function WithPageData({ route, children }: { route: Route; children(data: Record<string, unknown>): ReactNode }) {
  const { site } = useSite();
  const feature = route.page ? featureOfPage(route.page) : undefined;
  if (feature && !enabledOn(site, feature)) return <NotOffered feature={feature} />;
  return <Loaded route={route}>{children}</Loaded>;
}

function Loaded({ route, children }: { route: Route; children(data: Record<string, unknown>): ReactNode }) {
  const state = usePageData(route.page ?? 'index', route.path);
  const report = useReportFailure();
  useEffect(() => {
    if (state.kind === 'not-found' || state.kind === 'server-error') report(state.kind);
  }, [state.kind, report]);
  if (state.kind === 'loading') return <DelayedLoader label={t('app.loading')} />;
  if (state.kind !== 'page') return null;
  return <>{children(state.data)}</>;
}
