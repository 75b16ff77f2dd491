import { createHash } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, getSchema, postSchema } from '../../http/schemas';
import { AVATAR_COUNT, avatarSvg } from './images';
import { avatarChoices, setAvatar } from './service';
import { playerScope } from '../accounts';

const choicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'avatar', 'avatars'],
  properties: {
    success: { type: 'boolean' },
    avatar: { type: 'integer' },
    avatars: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'image'],
        properties: { id: { type: 'integer' }, image: { type: 'string', description: 'Path under the Player API base' } },
      },
    },
  },
} as const;

/** GET/POST /user/avatar of the session's player (docs/product/api.md). */
const avatarRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
    '/user/avatar',
    { schema: getSchema("The avatar options (id, image) and the player's choice (default 1)", choicesSchema) },
    async (request) => ({
      success: true,
      ...(await avatarChoices(db, request.player.playerId)),
    }),
  );

  app.post(
    '/user/avatar',
    {
      schema: postSchema(
        `Choose an avatar (1..${AVATAR_COUNT}); answers the choices`,
        { type: 'object', required: ['avatar'], properties: { avatar: { type: 'integer', minimum: 1, maximum: AVATAR_COUNT } } },
        choicesSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      await setAvatar(db, playerId, request.body.avatar, ctx.clock.now());
      return { success: true, ...(await avatarChoices(db, playerId)) };
    },
  );
};

/** The avatar images: public, generated SVGs that never change for an id. */
const avatarImageRoutes: FeaturePlugin = async (instance) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/avatars/:id.svg',
    {
      schema: {
        summary: 'Avatar image (SVG)',
        tags: ['player'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: AVATAR_COUNT } } },
        response: {
          200: { description: 'SVG image (image/svg+xml)', type: 'string' },
          304: { description: 'Not modified', type: 'null' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const svg = avatarSvg(request.params.id);
      const etag = `"${createHash('sha1').update(svg).digest('hex').slice(0, 16)}"`;
      reply.header('cache-control', 'public, max-age=86400').header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
};

export const avatarsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(playerScope(avatarRoutes), options);
  await app.register(avatarImageRoutes, options);
};
