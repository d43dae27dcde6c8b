// The marketing site's data: the articles of the content store (`/v1/articles`: newest first, by
// category, paged, or one by id), the blog feed (`/v1/blog`, or one post by slug), the product's
// releases (`/v1/releases`) and each page's data (`/assets/page-data/{page}/page-data.json`,
// whose page name may hold slashes: `posts/3`). A page without data answers 404 in the protocol's
// shape, which the site shows as its 404 page. Page data is revalidated on every load, like the
// pages: an article or a fee changes without a new build.
import type { FastifyInstance } from 'fastify';
import { PUBLIC_CALLS as C } from '../../src/protocol/calls/public';
import { CALL_SHAPES } from '../../src/protocol/calls/all-shapes';
import { ErrorCode } from '../../src/protocol/errors';
import type { ContentStore } from '../content/store';
import type { PageDataSource } from '../content/page-data';
import { parseParams } from './params';
import { ProtocolError } from './protocol-error';
import { sendProtocolError } from './errors';
import { serveCall } from './serve-call';

const DEFAULT_ARTICLES = 10;
const DEFAULT_RELEASES = 20;

export function registerContentRoutes(app: FastifyInstance, opts: { content: ContentStore; pages: PageDataSource }): void {
  serveCall(app, C.articles, ({ input }) =>
    opts.content.articles({
      category: input.category,
      tag: input.tag,
      id: input.id,
      limit: input.limit ?? DEFAULT_ARTICLES,
      start: input.start ?? 0,
    }),
  );

  serveCall(app, C.blog, ({ input }) => opts.content.blog({ slug: input.slug, limit: input.limit ?? DEFAULT_ARTICLES }));
  serveCall(app, C.releases, ({ input }) => opts.content.releases(input.limit ?? DEFAULT_RELEASES));

  // `/assets/page-data/:page/page-data.json` with the page name's slashes: the part between the
  // prefix and the file name, checked with the call's own shape.
  const [prefix, suffix] = C.pageData.path.split(':page') as [string, string];
  const shapes = CALL_SHAPES.of(C.pageData);
  app.get(`${prefix}*`, async (req, reply) => {
    const rest = (req.params as { '*': string })['*'];
    if (!rest.endsWith(suffix)) return sendProtocolError(reply, new ProtocolError(404, ErrorCode.PARAMS, 'path: invalid'));
    const { page } = parseParams(shapes.params!, { page: rest.slice(0, -suffix.length) }, 'page') as { page: string };
    const data = opts.pages.of(page);
    if (!data) return sendProtocolError(reply, new ProtocolError(404, ErrorCode.PARAMS, 'page: not found'));
    reply.header('cache-control', 'no-cache');
    return data;
  });
}
