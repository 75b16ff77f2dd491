import type { FastifyReply } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '../errors';

/** The bank simulator's pages: inline styles and forms back to the platform, never framed. */
export const BANK_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/**
 * Sends one of the sandbox's HTML pages (bank simulator, slot), never cached. They answer a
 * browser, so their errors are pages too; like every error answer, an error page (status 400 or
 * more) carries its catalogue code, as a meta tag in its head (default 100).
 */
export function sendHtml(reply: FastifyReply, status: number, page: string, csp: string, code: ErrorCodeValue = ErrorCode.UNEXPECTED) {
  const tag = `<meta name="error-code" content="${code}">`;
  const body = status < 400 ? page : page.includes('<head>') ? page.replace('<head>', `<head>${tag}`) : `${tag}${page}`;
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .type('text/html; charset=utf-8')
    .send(body);
}
