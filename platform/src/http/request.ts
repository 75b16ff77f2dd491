import type { FastifyRequest } from 'fastify';

/** What a request tells of itself beyond its body: a cookie's value, the client's address. */

/** The value of one cookie of the request (no cookie plugin: @fastify/cookie 11 loads ESM dynamically). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Client IP: the socket address, or X-Forwarded-For when the request comes from loopback (the site's proxy). */
export const clientIp = (request: FastifyRequest): string | null => request.ip || null;
