import { GroupPage } from '@/components/games/GroupPage';
import { groupPageProps } from '@/lib/games/groupProps';

/** Route 'slotsGroup': a slots group and its games. */
export default GroupPage;

export const getServerSideProps = groupPageProps('slots');
