/** Page n of a provider's games: ?page=n is rewritten here (lib/routes pagedRewrites). */
export { default, getStaticPaths, getStaticProps, PAGE_NAMESPACES } from '../../[slug]';
