import { groupRedirectProps } from '@/lib/games/groupProps.server';

/** Route 'liveCasinoGroupById' (/livecasino/{id}): redirects (308) to the group's full URL. */
export default function LiveCasinoGroupByIdPage() {
  return null;
}

export const getServerSideProps = groupRedirectProps();
