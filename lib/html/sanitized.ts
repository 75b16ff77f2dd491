/**
 * CMS HTML that has been through the sanitiser (./sanitize.ts). Only this type can be
 * rendered as HTML (components/common/SafeHtml.tsx), so unsanitised text cannot reach the page.
 * The service calls sanitise what they return: on the server before it becomes page props or an
 * answer of the site's own API (the affiliate banner's messages), in the browser (the polled
 * maintenance message) with the sanitiser loaded on demand, and only when there is HTML at all,
 * so the shared bundle carries no sanitiser.
 */
export type SanitizedHtml = string & { readonly __sanitized: true };
