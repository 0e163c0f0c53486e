import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { ApiApp, AppDeps } from './app-env.ts';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Tidings API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>`;

const INIT_JS = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

/** Serves the OpenAPI 3.1 document generated from the routes' zod schemas, and a readable page over it. */
export function registerApiDocs(app: ApiApp, deps: AppDeps): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'adminBasic', {
    type: 'http',
    scheme: 'basic',
    description: 'User admin with the ADMIN_PASSWORD',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${deps.config.siteName} API`,
      version: '1.0.0',
      description:
        'Public reading calls and admin writes. Every error is JSON { "error": code, "message": text }. ' +
        'Writes need HTTP Basic (user admin), a JSON body, and no foreign Origin. A method a path is not served ' +
        'with is answered 405 (error method_not_allowed) with an Allow header naming those it is. ' +
        'The process health checks are outside the API: GET /healthz and GET /readyz.',
    },
    // Relative: the site that serves this document (whatever address it was reached at) answers its calls.
    servers: [{ url: '/', description: 'This site' }],
  });
  app.get('/api/docs', (c) => c.html(DOCS_HTML));
  app.get('/api/docs/assets/:file', (c) => {
    const file = c.req.param('file');
    if (file === 'init.js') return c.body(INIT_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
    const type = SWAGGER_FILES[file];
    if (!type) return c.notFound();
    return c.body(fs.readFileSync(path.join(SWAGGER_DIR, file)), 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
