/** Page n of a slots group: ?page=n is rewritten here (lib/routes pagedRewrites). */
export { default, getStaticPaths, getStaticProps, PAGE_NAMESPACES } from '../../[slug]';
