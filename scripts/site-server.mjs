#!/usr/bin/env node
// The production site (`node scripts/run.mjs` starts it in place of `next start`): Next's own
// request handler behind a plain HTTP server that
// - first sets X-Forwarded-For to the address the request came from. The platform believes
//   X-Forwarded-For from the site (TRUSTED_PROXIES), and Next's /api rewrite passes a client's own
//   header on unchanged, so without this any visitor could name any address and rotate it past
//   the per-IP limits;
// - answers pre-rendered pages from what it prepared once per page version: the HTML as bytes,
//   its ETag and its gzip (site-server/cachedPages.mjs). Next would hash, encode and compress the same
//   150 kB again for every request (next.config turns its ETags and compression off; this server
//   compresses everything else as Next did).
// See docs/decisions.md#prepared-answers and docs/decisions.md#real-client-address.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import next from 'next';
import { answerPrepared } from './site-server/cachedPages.mjs';

const require = createRequire(import.meta.url);
// Next's own copies: the compression middleware it runs when `compress` is on, and its cleanup
// of a client that goes away mid-answer (the zlib stream would otherwise leak).
const compression = require('next/dist/compiled/compression');
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream');

const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);

// --behind-balancer (run.mjs --instances N): the connection comes from our own balancer, which
// appends the address it was reached from as the last X-Forwarded-For entry; only that entry is kept.
const behindBalancer = process.argv.includes('--behind-balancer');
const clientAddress = (req) => {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').pop()?.trim();
  return behindBalancer && forwarded ? forwarded : (req.socket.remoteAddress ?? '');
};

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const compress = compression();

createServer((req, res) => {
  req.headers['x-forwarded-for'] = clientAddress(req);
  compress(req, res, () => {
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    // Wraps the compressed answer's end, so a prepared (already gzipped) page passes through.
    answerPrepared(req, res);
    void handle(req, res);
  });
}).listen(port, hostname, () => {
  console.log(`[site] listening on http://${hostname}:${port}`);
});
