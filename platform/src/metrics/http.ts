import type { FastifyInstance } from 'fastify';
import { counter, histogram, statusClass } from './registry';

const requests = counter({
  name: 'http_requests_total',
  help: 'HTTP answers by method, route pattern and status class',
  labelNames: ['method', 'route', 'status_class'],
});

const duration = histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer sent, by method and route pattern',
  labelNames: ['method', 'route'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Each answer counted by its route's pattern (`/sandbox/slot/:token/spin`), never its URL; a
 * request no route matched is `unmatched`, so a scan of random paths adds no series. One hook,
 * at the answer's end (Fastify's own elapsed time), so a request pays no second hook.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    requests.inc({ method, route, status_class: statusClass(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}
