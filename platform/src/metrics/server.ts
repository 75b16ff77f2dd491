import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from './registry';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * The internal listener (METRICS_HOST:METRICS_PORT, 127.0.0.1 by default): GET /metrics answers
 * the registry in Prometheus' text format; anything else 404. Its own port, never the public
 * app's, so no route of the public address can serve it (docs/decisions.md#metrics).
 */
export async function startMetricsServer(host: string, port: number): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text),
      (err: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
