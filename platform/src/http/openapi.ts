import type { FeaturePlugin } from './context';

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
