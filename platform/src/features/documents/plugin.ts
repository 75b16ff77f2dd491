import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, getSchema, postSchema, str } from '../../http/schemas';
import { DOCUMENT_MAX_BYTES, DOCUMENT_SIDES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from './rules';
import { listDocuments, setDocumentStatus, uploadDocument } from './service';
import { playerScope, idParams } from '../accounts';

const documentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['documentId', 'name', 'documentSource', 'documentType', 'documentSide', 'documentStatus', 'fileType', 'size', 'uploadTime'],
  properties: {
    documentId: { type: 'integer' },
    name: { type: 'string' },
    documentSource: { type: 'string', description: "The uploaded file's name" },
    documentType: { type: 'string', enum: DOCUMENT_TYPES },
    documentSide: { type: 'string', enum: DOCUMENT_SIDES },
    documentStatus: { type: 'string', enum: DOCUMENT_STATUSES },
    fileType: { type: 'string', enum: ['pdf', 'png', 'jpg'] },
    size: { type: 'integer', description: 'Bytes' },
    uploadTime: { type: 'integer', description: 'Epoch ms' },
  },
} as const;

const oneDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'document'],
  properties: { success: { type: 'boolean' }, document: documentSchema },
} as const;

/** Upload and list of the session player's documents (docs/product/api.md). */
const documentRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.post(
    '/player/documentUpload',
    {
      schema: postSchema(
        `Upload one document as multipart/form-data with a file field \`file\` (pdf, png or jpg by content, at most ${DOCUMENT_MAX_BYTES} bytes); ` +
          '160 with params.reason noFile, tooManyFiles, emptyFile, fileTooLarge (also 413), fileType or tooManyDocuments',
        {
          type: 'object',
          required: ['documentType', 'documentSide'],
          properties: {
            name: str(200),
            documentSide: { type: 'string', enum: DOCUMENT_SIDES },
            documentType: { type: 'string', enum: DOCUMENT_TYPES },
            // A multipart file part; the route checks it (request.uploads), not the schema.
            file: { description: 'The document file (a multipart file part: pdf, png or jpg)' },
          },
        },
        oneDocumentSchema,
      ),
      // The one route that takes files (http/body.ts refuses them everywhere else).
      config: { acceptsFiles: true },
    },
    async (request) => {
      const { playerId } = request.player;
      const { name, documentSide, documentType } = request.body;
      const document = await uploadDocument(
        db,
        ctx.documentsDir,
        playerId,
        { name, documentSide, documentType },
        request.uploads,
        ctx.clock.now(),
      );
      return { success: true, document };
    },
  );

  app.get(
    '/player/documents',
    {
      schema: getSchema("The player's documents, newest first, with their status (pending, approved, rejected)", {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'documents'],
        properties: { success: { type: 'boolean' }, documents: { type: 'array', items: documentSchema } },
      }),
    },
    async (request) => ({ success: true, documents: await listDocuments(db, request.player.playerId) }),
  );
};

/** The operator's compliance team, in the sandbox: approve or reject a document (admin token). */
const documentAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/sandbox/admin/documents/:id/status',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Set a document's status: pending, approved or rejected",
          { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: DOCUMENT_STATUSES } } },
          oneDocumentSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => ({
      success: true,
      document: await setDocumentStatus(ctx.database.db, request.params.id, request.body.status, ctx.clock.now()),
    }),
  );
};

export const documentsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(playerScope(documentRoutes), options);
  await app.register(documentAdminRoutes, options);
};
