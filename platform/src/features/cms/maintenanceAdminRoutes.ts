import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGS, updateMaintenance, type Lang, type MaintenancePatch, type PerLang } from '../features/cms';
import { AppError } from '../errors';
import type { AppContext } from './context';
import { maintenanceResponseSchema } from './cms';
import { POST_CONTENT_TYPES, errorResponses, perLangStrings } from './schemas';

const MESSAGE_MAX = 20000;
const BANNER_MAX = 500;

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Refuses the request unless sandbox endpoints are enabled and the x-admin-token header equals
 * PLATFORM_ADMIN_TOKEN. Runs in onRequest, before the body is read.
 */
export function requireAdmin(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!ctx.sandboxEnabled) {
      throw AppError.forbidden('Sandbox endpoints are disabled (NODE_ENV=production without PLATFORM_SANDBOX=1)');
    }
    if (!ctx.adminToken) {
      throw AppError.forbidden('Sandbox admin is disabled: PLATFORM_ADMIN_TOKEN is not set');
    }
    const header = request.headers['x-admin-token'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given) throw AppError.forbidden('Admin token missing (x-admin-token header)');
    if (!sameToken(given, ctx.adminToken)) throw AppError.forbidden('Invalid admin token');
  };
}

const capital = (l: Lang) => (l === 'fi' ? 'Fi' : l === 'et' ? 'Et' : 'En');

type FlatKey =
  | `maintenanceMessage${'Fi' | 'Et' | 'En'}`
  | `serviceDisruptionMessage${'Fi' | 'Et' | 'En'}`
  | `maintenanceBanner${'Fi' | 'Et' | 'En'}`;

type MaintenanceBody = {
  maintenanceActive?: boolean;
  serviceDisruptionActive?: boolean;
  maintenanceMessages?: Partial<PerLang<string>>;
  serviceDisruptionMessages?: Partial<PerLang<string>>;
  maintenanceBanner?: Partial<PerLang<string>>;
} & Partial<Record<FlatKey, string>>;

const flatProps: Record<string, { type: 'string'; maxLength: number }> = {};
for (const l of LANGS) {
  flatProps[`maintenanceMessage${capital(l)}`] = { type: 'string', maxLength: MESSAGE_MAX };
  flatProps[`serviceDisruptionMessage${capital(l)}`] = { type: 'string', maxLength: MESSAGE_MAX };
  flatProps[`maintenanceBanner${capital(l)}`] = { type: 'string', maxLength: BANNER_MAX };
}

/** Nested object first, flat field (form data) overrides it. */
function messages(
  body: MaintenanceBody,
  nested: 'maintenanceMessages' | 'serviceDisruptionMessages' | 'maintenanceBanner',
  flatPrefix: 'maintenanceMessage' | 'serviceDisruptionMessage' | 'maintenanceBanner',
): Partial<PerLang<string>> | undefined {
  const out: Partial<PerLang<string>> = { ...(body[nested] ?? {}) };
  for (const l of LANGS) {
    const v = body[`${flatPrefix}${capital(l)}` as FlatKey];
    if (v !== undefined) out[l] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** Sandbox admin API under /sandbox/admin. */
export async function sandboxAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.post<{ Body: MaintenanceBody }>(
    '/maintenance',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary:
          'Switch maintenance mode and service disruption on or off and set their messages (header x-admin-token)',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: {
          type: 'object',
          properties: { 'x-admin-token': { type: 'string' } },
        },
        body: {
          type: 'object',
          properties: {
            maintenanceActive: { type: 'boolean' },
            serviceDisruptionActive: { type: 'boolean' },
            maintenanceMessages: perLangStrings(MESSAGE_MAX),
            serviceDisruptionMessages: perLangStrings(MESSAGE_MAX),
            maintenanceBanner: perLangStrings(BANNER_MAX),
            ...flatProps,
          },
          additionalProperties: false,
        },
        response: { 200: maintenanceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const patch: MaintenancePatch = {
        maintenance: {
          active: body.maintenanceActive,
          messages: messages(body, 'maintenanceMessages', 'maintenanceMessage'),
        },
        serviceDisruption: {
          active: body.serviceDisruptionActive,
          messages: messages(body, 'serviceDisruptionMessages', 'serviceDisruptionMessage'),
        },
        banner: messages(body, 'maintenanceBanner', 'maintenanceBanner'),
      };
      const changes =
        patch.maintenance?.active !== undefined ||
        patch.maintenance?.messages !== undefined ||
        patch.serviceDisruption?.active !== undefined ||
        patch.serviceDisruption?.messages !== undefined ||
        patch.banner !== undefined;
      if (!changes) {
        throw AppError.validation('maintenanceActive', 'No change given: send maintenanceActive, serviceDisruptionActive or messages');
      }
      return { success: true, ...(await updateMaintenance(db, patch)) };
    },
  );
}
