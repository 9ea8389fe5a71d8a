import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_PAGE_META, messages, SITE_PAGES, type PageMeta } from '@depot/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/** index.html with a public page's own title and description, for link previews and crawlers. */
function pageHtml(indexHtml: string, meta: PageMeta) {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return indexHtml
    .replace(/<title>.*?<\/title>/s, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/s, `$1${description}$2`)
    .replace(
      '</head>',
      `<meta property="og:title" content="${title}" />\n<meta property="og:description" content="${description}" />\n</head>`,
    );
}

/**
 * Serves the built React app and answers unknown non-API paths with its index.html, so the
 * browser's router takes over. Unknown /api paths get a JSON 404.
 */
export default fp(async (app: FastifyInstance, opts: { webDist?: string }) => {
  const root = opts.webDist;
  const hasWeb = root !== undefined && existsSync(join(root, 'index.html'));
  const indexHtml = hasWeb ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const publicPages = new Map(
    [HOME_PAGE_META, ...SITE_PAGES].map((meta) => [meta.path, pageHtml(indexHtml, meta)]),
  );
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      // The web build writes .br and .gz beside each text file; the smallest the browser accepts
      // is sent, with no compressing per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite puts a content hash in every asset name, so those never change.
        res.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  // The owner's home with its frame drawn before any script and its chunks preloaded, when the
  // build wrote it (apps/web/vite.config.ts, dashboardPage).
  const hasDashboardPage = hasWeb && existsSync(join(root, 'dashboard.html'));
  const sendPage = (path: string, reply: FastifyReply) => {
    const page = publicPages.get(path);
    reply.header('cache-control', 'no-cache');
    if (page) return reply.type('text/html; charset=utf-8').send(page);
    const home = hasDashboardPage && (path === '/dashboard' || path === '/dashboard/');
    return reply.sendFile(home ? 'dashboard.html' : 'index.html');
  };
  /**
   * A tracker set up without `/api/osmand` in its server URL sends its fixes to a page address:
   * the page's 200 would tell it they were delivered. Such a request gets a 404 naming the path.
   */
  const trackerFix = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const named = query.id !== undefined || query.deviceid !== undefined;
    const fix = ['lat', 'lon', 'location', 'timestamp'].some((k) => query[k] !== undefined);
    if (!named || !fix) return false;
    void reply.code(404).send({ success: false, message: messages.tracker.notOsmandPath });
    return true;
  };
  if (hasWeb) {
    app.get('/', (request, reply) => (trackerFix(request, reply) ? reply : sendPage('/', reply)));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A page path (no file extension) belongs to the browser's router; a missing file is a 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (!path.startsWith('/api') && trackerFix(request, reply)) return reply;
    if (hasWeb && isPage && !path.startsWith('/api')) {
      return sendPage(path, reply);
    }
    return reply.code(404).send({ success: false, message: messages.api.notFound });
  });
});
