import { GroupPage } from '@/components/games/GroupPage';
import { GROUP_PAGE_NAMESPACES, groupPageProps, groupPaths } from '@/lib/games/groupProps';

/** Route 'slotsGroup': a slots group and its games (page n: [slug]/page/[page].tsx). */
export default GroupPage;

export const PAGE_NAMESPACES = GROUP_PAGE_NAMESPACES;
export const getStaticPaths = groupPaths;
export const getStaticProps = groupPageProps('slots');
