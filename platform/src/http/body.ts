import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { AppError, ErrorCode } from '../errors';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes files (multipart) sets this; every other route refuses a file part. */
    acceptsFiles?: boolean;
  }
  interface FastifyRequest {
    /** Files of a multipart request (their field also holds the Buffer in the body). */
    uploads: UploadedFile[] | null;
  }
}

/** Upload limit for multipart bodies (docs/product/constants.md: file max 2097152 bytes). */
export const FILE_MAX_BYTES = 2097152;

/**
 * JSON, urlencoded and multipart fields: no request of a form needs more (the longest field is a
 * few hundred characters); only routes with `config.acceptsFiles` take files, up to their own limit.
 */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/** The most of a refused multipart body read and dropped to keep its connection (five files and their fields). */
const REFUSED_BODY_DISCARD_MAX_BYTES = 5 * FILE_MAX_BYTES + 2 * FORM_BODY_MAX_BYTES;

/**
 * Reads and drops what is left of a multipart body refused before its end (a file where none is
 * taken, a file or field over its limit), so that the connection can carry the client's next
 * request: closing it with unread bytes would reset it, and a client that keeps sockets (the site's
 * /api rewrite) would send someone else's next call into the reset. A body larger than the bound
 * is not read further; its connection closes after the answer (`Connection: close`).
 */
function discardRestOfBody(raw: IncomingMessage, reply: FastifyReply): Promise<void> {
  if (raw.complete) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = (kept: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      if (!kept) {
        raw.pause();
        reply.header('connection', 'close');
      }
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > REFUSED_BODY_DISCARD_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    // Away from the multipart parser, whose unread file part would pause the body again.
    raw.unpipe();
    raw.resume();
  });
}

function addValue(body: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
  if (!Object.prototype.hasOwnProperty.call(body, key)) body[key] = value;
  else if (Array.isArray(body[key])) (body[key] as unknown[]).push(value);
  else body[key] = [body[key], value];
}

/**
 * Body parsing for POSTs: JSON (Fastify's own parser), application/x-www-form-urlencoded and
 * multipart/form-data, each turned into a plain object of field values before validation, so
 * route schemas see the same body whatever the encoding. Multipart fields are strings, files
 * Buffers. A body that cannot be read is a 400, never a 500.
 */
export async function installBodyParsers(app: FastifyInstance): Promise<void> {
  // Bodies are form data or JSON; anything else (text/plain included) is refused with 400.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 5, fields: 100, fieldSize: FORM_BODY_MAX_BYTES },
  });
  app.decorateRequest('uploads', null);
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = Object.create(null);
    const uploads: UploadedFile[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (!request.routeOptions.config.acceptsFiles) {
            throw new AppError(ErrorCode.UNEXPECTED, 'This request takes no files', { status: 413 });
          }
          const data = await part.toBuffer();
          uploads.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
          addValue(body, part.fieldname, data);
        } else {
          // busboy cuts a field at fieldSize; a cut value is never used.
          if (part.valueTruncated) throw new AppError(ErrorCode.UNEXPECTED, `Field ${part.fieldname} is too large`, { status: 413 });
          addValue(body, part.fieldname, part.value);
        }
      }
    } catch (err) {
      await discardRestOfBody(request.raw, reply);
      if (err instanceof AppError) throw err;
      // A file over the limit is the document upload failure of docs/product/errors.md (160).
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(ErrorCode.DOCUMENT_UPLOAD_FAILURE, 'File too large', {
          status: 413,
          params: { reason: 'fileTooLarge', max: FILE_MAX_BYTES },
        });
      }
      const status = (err as { statusCode?: number }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) throw err;
      throw AppError.badRequest('Malformed multipart/form-data body');
    }
    request.body = { ...body };
    request.uploads = uploads;
  });
}
