// The posts: all news, the recent ones, and the securities' own (page data: the articles of the
// exchange's content store, newest first).
import { t } from '../../i18n';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { PostList, postsOf } from '../parts/PostList';
import { SecuritiesNav } from '../parts/SecuritiesNav';
import { useTitle } from './ErrorPages';

const TITLES = {
  posts: 'mk.posts.title',
  'posts/recent': 'mk.posts.recent',
  'securities/posts': 'mk.posts.securities',
  'securities/posts/recent': 'mk.posts.securitiesRecent',
} as const;

export default function PostsPage({ route }: PageProps) {
  const page = (route.page ?? 'posts') as keyof typeof TITLES;
  const title = t(TITLES[page] ?? 'mk.posts.title');
  const securities = page.startsWith('securities');
  useTitle(title);
  return (
    <article className="mk-article">
      {securities && <SecuritiesNav current={route.path} />}
      <h1>{title}</h1>
      <p className="mk-tabs">
        <a href={securities ? '/securities/posts' : '/posts'} aria-current={page.endsWith('recent') ? undefined : 'page'}>
          {t('mk.posts.all')}
        </a>
        <a href={securities ? '/securities/posts/recent' : '/posts/recent'} aria-current={page.endsWith('recent') ? 'page' : undefined}>
          {t('mk.posts.recent')}
        </a>
      </p>
      <WithPageData route={route}>{(data) => <PostList posts={postsOf(data)} />}</WithPageData>
    </article>
  );
}
