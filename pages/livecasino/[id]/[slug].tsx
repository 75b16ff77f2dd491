import { GroupPage } from '@/components/games/GroupPage';
import { groupPageProps } from '@/lib/games/groupProps';

/** Route 'liveCasinoGroup': a live casino category and its games. */
export default GroupPage;

export const getServerSideProps = groupPageProps('livecasino');
