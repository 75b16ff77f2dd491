/** Page n of a live casino category: ?page=n is rewritten here (lib/routes pagedRewrites). */
export { default, getStaticPaths, getStaticProps, PAGE_NAMESPACES } from '../../[slug]';
