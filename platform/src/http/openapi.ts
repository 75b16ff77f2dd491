import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import type { AppContext, FeaturePlugin } from './context';
import { POST_CONTENT_TYPES } from './schemas';

/** The OpenAPI security scheme that marks the routes of a player scope (features/accounts/playerScope.ts). */
export const SESSION_SECURITY_SCHEME = 'session';

/**
 * The platform's OpenAPI document (built by @fastify/swagger from every route's schema) and the
 * route that serves it (its browsable reference: http/apiReference.ts). Every operation gets here, in one
 * place, what spectral's `spectral:oas` ruleset asks of it (`.spectral.yaml`, `npm run lint`):
 * an operationId derived from its method and path, and a description of who may call it and
 * how it fails. Its summary and its tag, one of OPENAPI_TAGS, come from its own schema.
 */

/** Every tag an operation may carry, in alphabetical order (the reference lists them so). */
export const OPENAPI_TAGS = [
  {
    name: 'bonuses',
    description: "The logged-in player's deposit campaigns, free spins, bonus wheel, bonus game, gold rush and loyalty points.",
  },
  { name: 'cms', description: 'Site settings (footer, popups, maintenance banner), maintenance state and info pages.' },
  { name: 'content', description: 'News articles and their thumbnails, affiliates and affiliate landing pages.' },
  {
    name: 'games',
    description: 'The game catalogue, groups, menu, search, jackpots and thumbnails; game launches, favourites and recent games.',
  },
  { name: 'health', description: 'Liveness, readiness and the database check.' },
  { name: 'meta', description: 'The API describing itself: this OpenAPI document.' },
  { name: 'payments', description: 'Payment methods, deposits and bank login through the bank simulator, withdrawals.' },
  {
    name: 'player',
    description:
      'Registration, activation, login and sessions; the profile and its verification, limits and responsible gaming, ' +
      'documents, avatar, support.',
  },
  {
    name: 'sandbox',
    description:
      'Sandbox only (off with NODE_ENV=production unless PLATFORM_SANDBOX=1): the bank simulator and slot pages, ' +
      'the outbox, and the admin endpoints (header x-admin-token) with which developers and tests set the platform up.',
  },
  { name: 'transactions', description: "The logged-in player's deposits, withdrawals and game rounds." },
] as const;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route that names none in its schema: the method, then each word of the
 * path capitalized, a parameter as `By<Name>` (`POST /payment/initDeposit` -> `postPaymentInitDeposit`,
 * `GET /game/real/:id` -> `getGameRealById`, `GET /cms/group=:slug` -> `getCmsGroupBySlug`). It
 * changes only when the method or the path does.
 */
export function operationIdOf(method: string, url: string): string {
  const words = [method.toLowerCase()];
  for (const [, colonParam, braceParam, word] of url.matchAll(/:(\w+)|\{(\w+)\}|([A-Za-z0-9]+)/g)) {
    const param = colonParam ?? braceParam;
    words.push(param ? `By${capitalize(param)}` : capitalize(word));
  }
  return words.join('');
}

const sameItems = (a: readonly string[] | undefined, b: readonly string[]) => a?.length === b.length && b.every((item) => a.includes(item));

/** What every operation's description says besides the route's own: access, body, failures. */
function describeOperation(schema: FastifySchema, url: string, cookieName: string): string {
  const lines: string[] = [];
  if (schema.description) lines.push(schema.description);
  const headers = schema.headers as { properties?: Record<string, unknown> } | undefined;
  if (schema.security?.some((requirement) => SESSION_SECURITY_SCHEME in requirement)) {
    lines.push(`Needs a live player session (cookie \`${cookieName}\`); without one it answers 401 with errorCode 115.`);
  } else if (headers?.properties?.['x-admin-token']) {
    lines.push(
      'Sandbox admin: needs the `x-admin-token` header equal to PLATFORM_ADMIN_TOKEN; answers 403 with errorCode 100 when ' +
        'the header is missing or wrong, when PLATFORM_ADMIN_TOKEN is not set or when the sandbox is disabled.',
    );
  } else if (url.startsWith('/sandbox/')) {
    lines.push(
      'Sandbox only: when the sandbox is off (NODE_ENV=production without PLATFORM_SANDBOX=1) the bank simulator and the slot ' +
        'are not mounted (404) and the other sandbox pages answer 403 with errorCode 100.',
    );
  } else {
    lines.push('Needs no session.');
  }
  if (schema.body && sameItems(schema.consumes, POST_CONTENT_TYPES)) {
    lines.push('The body may be JSON, urlencoded or multipart form data; all three reach the route as the same object.');
  }
  if (schema.produces?.includes('text/html')) {
    lines.push('Answers an HTML page for a browser; an error page carries its errorCode in a `<meta name="error-code">` tag.');
  } else {
    lines.push(
      'A failure answers `{success: false, error, errorCode, params?}` with a 4xx or 5xx status; a request that breaks the ' +
        'schema answers 400 with errorCode 195 and `params: {field, rule, in}`.',
    );
  }
  return lines.join('\n\n');
}

/**
 * @fastify/swagger's transform, run for every route each time the document is built: the
 * operationId (the schema's own, else operationIdOf) and the description. Two operations with
 * one operationId fail the document, naming both.
 */
function operationTransform(cookieName: string): SwaggerTransform {
  const idsOfDocument = new WeakMap<object, Map<string, string>>();
  return ({ schema, url, route, ...documentObject }) => {
    if (!schema || schema.hide) return { schema, url };
    const methods = typeof route.method === 'string' ? [route.method] : route.method;
    if (!schema.operationId && methods.length !== 1) {
      throw new Error(`${methods.join(',')} ${url}: a route of several methods must name its operationId in its schema`);
    }
    const operationId = schema.operationId ?? operationIdOf(methods[0], url);
    const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
    const ids = idsOfDocument.get(document) ?? new Map<string, string>();
    idsOfDocument.set(document, ids);
    const operation = `${methods.join(',')} ${url}`;
    const other = ids.get(operationId);
    if (other) throw new Error(`operationId ${operationId} of ${operation} is also that of ${other}: name another in its schema`);
    ids.set(operationId, operation);
    return { schema: { ...schema, operationId, description: describeOperation(schema, url, cookieName) }, url };
  };
}

/** The options of @fastify/swagger: the document's head and the operations' transform. */
export function openapiOptions(ctx: AppContext): FastifyDynamicSwaggerOptions {
  const publicPath = ctx.accounts.publicPath.replace(/\/+$/, '');
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sandbox casino platform',
        version: '0.1.0',
        description:
          'Player API, payments, games and CMS of the sandbox casino. Failures answer ' +
          '{success:false, error, errorCode, params?} with a 4xx/5xx status.',
        contact: { name: 'Sandbox casino platform maintainers (platform/README.md)' },
        // The package is private and names no licence (npm's UNLICENSED).
        license: { name: 'UNLICENSED' },
      },
      servers: [
        { url: '/', description: 'The platform itself (by default http://127.0.0.1:4000)' },
        ...(publicPath ? [{ url: publicPath, description: "The platform through the site's rewrite (PLATFORM_PUBLIC_PATH)" }] : []),
      ],
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          // Routes of a player scope: without a live session they answer 401 / 115.
          [SESSION_SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: ctx.accounts.cookieName },
        },
      },
    },
    // The paths are the routes' own: none is under a server's path, and none is to be cut.
    stripBasePath: false,
    transform: operationTransform(ctx.accounts.cookieName),
  };
}

/** GET /openapi.json: the document @fastify/swagger builds from every route's schema. */
export const openapiPlugin: FeaturePlugin = async (app) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This OpenAPI document',
        tags: ['meta'],
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  );
};
