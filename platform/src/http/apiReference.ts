import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';
import { requireSandbox } from './admin';
import type { FeaturePlugin } from './context';
import { sendHtml } from './htmlPage';

/** Where the sandbox serves the browsable reference of the OpenAPI document (`GET /openapi.json`). */
export const API_REFERENCE_PATH = '/sandbox/api-docs';

/** Swagger UI's files, as the swagger-ui-dist package ships them: nothing is fetched from elsewhere. */
const SWAGGER_UI_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (JSON.parse(readFileSync(path.join(SWAGGER_UI_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The files of swagger-ui-dist the page uses, with their types; no other is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

/** The page's only script of its own: Swagger UI over the document, two folders up from the page. */
const INITIALIZER = `// Swagger UI (swagger-ui-dist ${SWAGGER_UI_VERSION}) over the platform's OpenAPI document.
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('${'../'.repeat(API_REFERENCE_PATH.split('/').length - 1)}openapi.json', window.location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    displayOperationId: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/** Asset URLs carry the package version, so that a browser may keep them until it changes. */
const asset = (file: string) => `${file}?v=${SWAGGER_UI_VERSION}`;

const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sandbox casino platform API reference</title>
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="stylesheet" href="${asset('index.css')}">
<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32">
<link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('reference.js')}"></script>
</body>
</html>
`;

/** Scripts and styles only from the platform, the document fetched from it, never framed. */
const API_REFERENCE_CSP =
  "default-src 'self'; base-uri 'none'; object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self'; " +
  "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'";

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /sandbox/api-docs/: the browsable reference of the OpenAPI document (Swagger UI), sandbox
 * only like every /sandbox page (403 / 100 when the sandbox is disabled); hidden from the
 * document itself. The page and its assets refer to each other relatively, so that they work on
 * the platform and through the site's rewrite alike; the path without its trailing slash
 * redirects to the page, relatively too.
 */
export const apiReferencePlugin: FeaturePlugin = async (app, { ctx }) => {
  app.addHook('onRequest', requireSandbox(ctx));
  const hidden = { schema: { hide: true } };
  const folder = API_REFERENCE_PATH.slice(API_REFERENCE_PATH.lastIndexOf('/') + 1);

  app.get(API_REFERENCE_PATH, hidden, async (_request, reply) => reply.redirect(`${folder}/`));
  app.get(`${API_REFERENCE_PATH}/`, hidden, async (_request, reply) => sendHtml(reply, 200, PAGE, API_REFERENCE_CSP));
  app.get(`${API_REFERENCE_PATH}/reference.js`, hidden, async (_request, reply) =>
    reply.header('cache-control', IMMUTABLE).type('text/javascript; charset=utf-8').send(INITIALIZER),
  );
  app.get<{ Params: { file: string } }>(`${API_REFERENCE_PATH}/:file`, hidden, async (request, reply) => {
    const type = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!type) throw AppError.notFound();
    const body = await fs.readFile(path.join(SWAGGER_UI_DIR, request.params.file));
    return reply.header('cache-control', IMMUTABLE).type(type).send(body);
  });
};
