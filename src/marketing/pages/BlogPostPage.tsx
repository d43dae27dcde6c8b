// One post of the blog (page data: the post of `/v1/blog` by its slug; an unknown slug is the 404
// page).
import { t } from '../../i18n';
import type { BlogPost } from '../../protocol/marketing/feeds';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { Paragraphs } from '../parts/Paragraphs';
import { BlogByline } from './BlogPage';
import { useTitle } from './ErrorPages';

export default function BlogPostPage({ route }: PageProps) {
  return (
    <article className="mk-article">
      <WithPageData route={route}>{(data) => <Post post={data.post as BlogPost} />}</WithPageData>
    </article>
  );
}

function Post({ post }: { post: BlogPost }) {
  useTitle(post.title);
  return (
    <>
      <h1>{post.title}</h1>
      <BlogByline post={post} />
      <p className="mk-lead">{post.summary}</p>
      <Paragraphs text={post.body} />
      <p>
        <a href="/blog">{t('mk.blog.back')}</a>
      </p>
    </>
  );
}
