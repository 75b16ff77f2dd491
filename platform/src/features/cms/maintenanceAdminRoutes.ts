import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, adminHeaders, errorResponses, perLangStrings } from '../../http/schemas';
import { updateMaintenance, type MaintenancePatch } from './maintenance';
import { notifySite, type SiteChange } from './changeNotifier';
import { maintenanceResponseSchema } from './schemas';
import { LANGS, type Lang, type PerLang } from '../../langs';

const MESSAGE_MAX = 20000;
const BANNER_MAX = 500;

const message = { type: 'string', maxLength: MESSAGE_MAX } as const;
const banner = { type: 'string', maxLength: BANNER_MAX } as const;

/** JSON bodies nest the texts per language; form data sends one flat field per language. */
const maintenanceBodySchema = {
  type: 'object',
  properties: {
    maintenanceActive: { type: 'boolean' },
    serviceDisruptionActive: { type: 'boolean' },
    maintenanceMessages: perLangStrings(MESSAGE_MAX),
    serviceDisruptionMessages: perLangStrings(MESSAGE_MAX),
    maintenanceBanner: perLangStrings(BANNER_MAX),
    maintenanceMessageFi: message,
    maintenanceMessageEt: message,
    maintenanceMessageEn: message,
    serviceDisruptionMessageFi: message,
    serviceDisruptionMessageEt: message,
    serviceDisruptionMessageEn: message,
    maintenanceBannerFi: banner,
    maintenanceBannerEt: banner,
    maintenanceBannerEn: banner,
  },
  additionalProperties: false,
} as const;

const capital = (l: Lang) => (l === 'fi' ? 'Fi' : l === 'et' ? 'Et' : 'En');

type FlatKey =
  `maintenanceMessage${'Fi' | 'Et' | 'En'}` | `serviceDisruptionMessage${'Fi' | 'Et' | 'En'}` | `maintenanceBanner${'Fi' | 'Et' | 'En'}`;

type MaintenanceBody = {
  maintenanceMessages?: Partial<PerLang<string>>;
  serviceDisruptionMessages?: Partial<PerLang<string>>;
  maintenanceBanner?: Partial<PerLang<string>>;
} & Partial<Record<FlatKey, string>>;

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

/** The maintenance switch of the sandbox admin, under /sandbox/admin (header x-admin-token). */
export const maintenanceAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.post(
    '/maintenance',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        summary: 'Switch maintenance mode and service disruption on or off and set their messages (header x-admin-token)',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: adminHeaders,
        body: maintenanceBodySchema,
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
      const state = await updateMaintenance(db, patch, ctx.clock.now());
      // The banner lives in the site settings, so they change with it.
      const changed: SiteChange[] = [{ kind: 'maintenance' }, ...(patch.banner ? [{ kind: 'siteSettings' } as const] : [])];
      void notifySite(ctx.siteRevalidate, request.log, changed);
      return { success: true, ...state };
    },
  );
};
