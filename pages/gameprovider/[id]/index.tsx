import type { GetServerSideProps } from 'next';
import { idParam, permanentRedirect } from '@/lib/games/server';
import { toLocale } from '@/lib/routes';
import { providerUrl } from '@/lib/routes/urls';
import { getSuppliers } from '@/services/games/cms';

/** Route 'providerById' (/gameprovider/{id}): redirects (308) to the provider's full URL. */
export default function ProviderByIdPage() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async (context) => {
  const id = idParam(context.params?.id);
  if (id === null) return { notFound: true };
  const supplier = (await getSuppliers()).find((candidate) => candidate.id === id);
  if (!supplier) return { notFound: true };
  return permanentRedirect(providerUrl(supplier.id, toLocale(context.locale), supplier.slug), context);
};
