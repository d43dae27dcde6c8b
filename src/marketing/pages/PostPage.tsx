// One article (page data: the article of `/v1/articles` by its id; a missing one is the 404 page).
import { t } from '../../i18n';
import type { Article } from '../../protocol/marketing/pages';
import type { PageProps } from '../PageView';
import { WithPageData } from '../PageData';
import { Byline } from '../parts/PostList';
import { SecuritiesNav } from '../parts/SecuritiesNav';
import { Paragraphs } from '../parts/Paragraphs';
import { useTitle } from './ErrorPages';

export default function PostPage({ route }: PageProps) {
  const securities = route.path.startsWith('/securities/');
  return (
    <article className="mk-article">
      {securities && <SecuritiesNav current={route.path} />}
      <WithPageData route={route}>{(data) => <Post article={data.post as Article} securities={securities} />}</WithPageData>
    </article>
  );
}

function Post({ article, securities }: { article: Article; securities: boolean }) {
  useTitle(article.title);
  return (
    <>
      <h1>{article.title}</h1>
      <Byline article={article} />
      <p className="mk-lead">{article.summary}</p>
      <Paragraphs text={article.body} />
      <p>
        <a href={securities ? '/securities/posts' : '/posts'}>{t('mk.posts.back')}</a>
      </p>
    </>
  );
}
