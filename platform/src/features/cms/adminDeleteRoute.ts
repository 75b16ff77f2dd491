import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { AppContext } from '../../http/context';
import { adminHeaders, errorResponses, langSchema, okSchema } from '../../http/schemas';
import { notifySite } from './changeNotifier';
import type { Lang } from '../../langs';

/** Slugs the admin may create: lower-case words joined by hyphens (they become site URLs). */
export const slugParam = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } as const;

/**
 * `DELETE <path>/:slug[?lang=]` of a sandbox admin content kind (info pages, news): deletes every
 * language or one, answers 404 when there was nothing, and tells the site what changed.
 */
export function adminDeleteBySlugRoute(
  instance: FastifyInstance,
  ctx: AppContext,
  options: {
    path: string;
    /** For the summary, e.g. "an info page". */
    what: string;
    /** For the 404 message, e.g. "Page". */
    noun: string;
    kind: 'page' | 'news';
    remove: (slug: string, lang: Lang | undefined) => Promise<boolean>;
  },
): void {
  const { path, what, noun, kind, remove } = options;
  instance.withTypeProvider<JsonSchemaToTsProvider>().delete(
    `${path}/:slug`,
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary: `Delete ${what} (every language, or only ?lang=); 404 when it does not exist (header x-admin-token)`,
        tags: ['sandbox'],
        headers: adminHeaders,
        params: { type: 'object', required: ['slug'], properties: { slug: slugParam } },
        querystring: { type: 'object', additionalProperties: false, properties: { lang: langSchema } },
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!(await remove(slug, request.query.lang))) throw AppError.notFound(`${noun} ${slug} not found`);
      void notifySite(ctx.siteRevalidate, request.log, [{ kind, slug }]);
      return { success: true };
    },
  );
}
