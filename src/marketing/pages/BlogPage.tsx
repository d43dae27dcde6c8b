// The blog (page data: the posts of the exchange's blog feed, `/v1/blog`, newest first), each
// title a link to its post at /blog/{slug}.
import { t, currentLocale } from '../../i18n';
import { formatDate } from '../../format/time';
import { intlLocale } from '../../format/locale';
import type { BlogPost } from '../../protocol/marketing/feeds';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { useTitle } from './ErrorPages';

export type BlogSummary = Omit<BlogPost, 'body'>;

export function BlogByline({ post }: { post: BlogSummary }) {
  return (
    <p className="mk-byline">
      {t('mk.posts.byline', { author: post.author, date: formatDate(post.publishedAt, intlLocale(currentLocale())) })}
    </p>
  );
}

export default function BlogPage({ route }: PageProps) {
  useTitle(t('mk.blog.title'));
  return (
    <article className="mk-article">
      <h1>{t('mk.blog.title')}</h1>
      <p className="mk-lead">{t('mk.blog.lead')}</p>
      <WithPageData route={route}>
        {(data) => {
          const posts = Array.isArray(data.posts) ? (data.posts as BlogSummary[]) : [];
          if (posts.length === 0) return <p className="mk-dim">{t('mk.posts.empty')}</p>;
          return (
            <ul className="mk-posts">
              {posts.map((p) => (
                <li key={p.slug}>
                  <h2>
                    <a href={`/blog/${p.slug}`}>{p.title}</a>
                  </h2>
                  <BlogByline post={p} />
                  <p>{p.summary}</p>
                </li>
              ))}
            </ul>
          );
        }}
      </WithPageData>
    </article>
  );
}
