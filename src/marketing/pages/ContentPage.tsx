// A page of the content store: the securities pages and, through the legal template, the legal
// texts (the terms of service with their modification date). The securities overview lists its
// latest posts too.
import { t, currentLocale } from '../../i18n';
import { formatDate } from '../../format/time';
import { intlLocale } from '../../format/locale';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { Paragraphs } from '../parts/Paragraphs';
import { PostList, postsOf } from '../parts/PostList';
import { SecuritiesNav } from '../parts/SecuritiesNav';
import { useTitle } from './ErrorPages';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export default function ContentPage({ route }: PageProps) {
  const securities = route.path === '/securities' || route.path.startsWith('/securities/');
  return (
    <article className="mk-article">
      {securities && <SecuritiesNav current={route.path} />}
      <WithPageData route={route}>{(data) => <Content data={data} />}</WithPageData>
    </article>
  );
}

function Content({ data }: { data: Record<string, unknown> }) {
  const title = text(data.title);
  useTitle(title);
  const posts = postsOf(data);
  return (
    <>
      <h1>{title}</h1>
      {typeof data.modified === 'number' && (
        <p className="mk-byline">{t('mk.legal.updated', { date: formatDate(data.modified, intlLocale(currentLocale())) })}</p>
      )}
      {text(data.summary) && <p className="mk-lead">{text(data.summary)}</p>}
      <Paragraphs text={text(data.body)} />
      {posts.length > 0 && (
        <section>
          <h2>{t('mk.posts.securitiesRecent')}</h2>
          <PostList posts={posts} />
        </section>
      )}
    </>
  );
}
