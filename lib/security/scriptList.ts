/**
 * Id of the JSON block listing a pre-rendered page's scripts, which its loader reads
 * (lib/security/csp.ts): apart, so that the browser's code can tell such a page without the
 * policy's module.
 */
export const SCRIPT_LIST_ID = '__SITE_SCRIPTS__';
