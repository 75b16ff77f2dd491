import { GroupPage } from '@/components/games/GroupPage';
import { groupPageProps, groupPaths } from '@/lib/games/groupProps.server';
import type { Namespace } from '@/lib/i18n/namespaces';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/** Route 'slotsGroup': a slots group and its games (page n: [slug]/page/[page].tsx). */
export default GroupPage;

export const getStaticPaths = groupPaths;
export const getStaticProps = groupPageProps('slots', PAGE_NAMESPACES);
