// The page of a route, each in a chunk of its own loaded when it first shows. A chunk that fails
// to load after an in-place navigation falls back to a full browser load of the address.
import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { Route, View } from './routes';
import { drawnInPlace, fullLoad } from './navigation';
import { NotFoundPage, ServerErrorPage } from './pages/ErrorPages';
import { PageFailureContext, type PageFailure } from './page-failure';

export interface PageProps {
  route: Route;
}

function page(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyExoticComponent<ComponentType<PageProps>> {
  return lazy(() =>
    load().catch((err: unknown) => {
      if (drawnInPlace()) fullLoad(window.location.pathname + window.location.search);
      throw err;
    }),
  );
}

const PAGES: Record<Exclude<View, 'not-found' | 'server-error'>, LazyExoticComponent<ComponentType<PageProps>>> = {
  home: page(() => import('./pages/HomePage')),
  about: page(() => import('./pages/AboutPage')),
  fees: page(() => import('./pages/FeesPage')),
  'order-book': page(() => import('./pages/OrderBookPage')),
  'funding-book': page(() => import('./pages/FundingBookPage')),
  derivatives: page(() => import('./pages/DerivativesPage')),
  stats: page(() => import('./pages/StatsPage')),
  posts: page(() => import('./pages/PostsPage')),
  post: page(() => import('./pages/PostPage')),
  content: page(() => import('./pages/ContentPage')),
  competitions: page(() => import('./pages/CompetitionsPage')),
  competition: page(() => import('./pages/CompetitionPage')),
  info: page(() => import('./pages/InfoPage')),
  blog: page(() => import('./pages/BlogPage')),
  'blog-post': page(() => import('./pages/BlogPostPage')),
  releases: page(() => import('./pages/ReleasesPage')),
  'brv-sign-up': page(() => import('./pages/BrvSignupPage')),
  'brv-sign-up-submitted': page(() => import('./pages/BrvSubmittedPage')),
  'securities-region': page(() => import('./pages/SecuritiesRegionPage')),
};

export function PageView({ route }: PageProps) {
  const [failure, setFailure] = useState<{ path: string; failure: PageFailure } | null>(null);
  const report = useCallback((f: PageFailure) => setFailure({ path: route.path, failure: f }), [route.path]);
  const failed = failure?.path === route.path ? failure.failure : route.view;
  if (failed === 'not-found') return <NotFoundPage />;
  if (failed === 'server-error') return <ServerErrorPage />;
  const Page = PAGES[route.view as keyof typeof PAGES];
  return (
    <PageFailureContext.Provider value={report}>
      <Page route={route} />
    </PageFailureContext.Provider>
  );
}
