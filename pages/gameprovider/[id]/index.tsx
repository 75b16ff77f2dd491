import { providerRedirectProps } from '@/lib/games/catalogueProps.server';

/** Route 'providerById' (/gameprovider/{id}): redirects (308) to the provider's full URL. */
export default function ProviderByIdPage() {
  return null;
}

export const getServerSideProps = providerRedirectProps();
