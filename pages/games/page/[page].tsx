import type { GetStaticPaths } from 'next';

/** Page n of the slots index: /pelit?page=n is rewritten here (lib/routes pagedRewrites). */
export { default, getStaticProps, PAGE_NAMESPACES } from '../index';

/** Pages are rendered on first request and then kept (unknown page numbers are 404). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
