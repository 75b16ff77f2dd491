import { groupRedirectProps } from '@/lib/games/groupProps.server';

/** Route 'slotsGroupById' (/games/{id}): redirects (308) to the group's full URL. */
export default function SlotsGroupByIdPage() {
  return null;
}

export const getServerSideProps = groupRedirectProps();
