import type { GetStaticPaths } from 'next';

/** Page n of the news list: /uutiset?page=n is rewritten here (lib/routes pagedRewrites). */
export { default, getStaticProps, PAGE_NAMESPACES } from '../../news';

/** Pages are rendered on first request and then kept (unknown page numbers are 404). */
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
