// Pre-rendered pages answered from what is prepared once per page version (scripts/site-server.mjs).
// Next serves a cached page's HTML as the same string every time and, per request, hashes all of
// it for the ETag (FNV in JavaScript, the largest single cost of a cached answer), encodes it to
// bytes for the socket and, for a browser, gzips it. Here each distinct HTML gets its bytes, ETag
// and gzip once; a new version of the page is a new string and so a new entry. See
// docs/decisions.md#prepared-answers.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Prepared bytes kept at most (HTML plus gzip); the oldest versions go first. */
const MAX_BYTES = 64 * 1024 * 1024;

/** @type {Map<string, {etag: string, body: Buffer, gzip?: Buffer}>} */
const prepared = new Map();
let bytes = 0;

function prepare(html) {
  let entry = prepared.get(html);
  if (entry) return entry;
  const body = Buffer.from(html);
  entry = { etag: `"${createHash('sha1').update(body).digest('base64url')}"`, body };
  prepared.set(html, entry);
  bytes += body.length;
  for (const [key, old] of prepared) {
    if (bytes <= MAX_BYTES) break;
    prepared.delete(key);
    bytes -= old.body.length + (old.gzip?.length ?? 0);
  }
  return entry;
}

function gzipOf(html, entry) {
  if (!entry.gzip) {
    entry.gzip = gzipSync(entry.body);
    if (prepared.get(html) === entry) bytes += entry.gzip.length;
  }
  return entry.gzip;
}

/** Whether the client's If-None-Match names this ETag (and it did not ask to skip its copy). */
function notModified(req, etag) {
  const match = req.headers['if-none-match'];
  if (!match || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(String(req.headers['cache-control'] ?? ''))) return false;
  return match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Whether the client takes gzip: listed (or '*') without q=0. */
function acceptsGzip(req) {
  return String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .some((item) => {
      const [coding, ...params] = item.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && !(q && Number(q.slice(2)) === 0);
    });
}

/**
 * Wraps res.end: a 200 answer of a pre-rendered page (Next marks it with x-nextjs-cache) whose
 * whole HTML comes in one string is sent from its prepared form; everything else unchanged.
 */
export function answerPrepared(req, res) {
  const end = res.end;
  res.end = function preparedEnd(chunk, ...rest) {
    if (typeof chunk !== 'string' || res.statusCode !== 200 || res.headersSent || !res.getHeader('x-nextjs-cache')) {
      return end.call(this, chunk, ...rest);
    }
    const entry = prepare(chunk);
    res.setHeader('ETag', entry.etag);
    if (notModified(req, entry.etag)) {
      res.statusCode = 304;
      res.removeHeader('Content-Length');
      res.removeHeader('Content-Type');
      return end.call(this);
    }
    res.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip(req)) {
      const gzip = gzipOf(chunk, entry);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', gzip.length);
      return end.call(this, gzip);
    }
    res.setHeader('Content-Length', entry.body.length);
    return end.call(this, entry.body);
  };
}
