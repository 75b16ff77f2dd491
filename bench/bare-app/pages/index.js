import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import styled from 'styled-components';
import nextI18NextConfig from '../next-i18next.config.js';

const Main = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  font-family: system-ui, sans-serif;
  color: #f4f1ff;
  background: #0e0b24;
`;

const Item = styled.li`
  padding: 0.25rem 0;
`;

/** One page: a translated title and a short list from getServerSideProps. */
export default function BarePage({ items }) {
  const { t } = useTranslation('common');
  return (
    <Main>
      <Head>
        <title>{t('siteName')}</title>
        <meta name="description" content={t('siteName')} />
      </Head>
      <h1>{t('siteName')}</h1>
      <ul>
        {items.map((item) => (
          <Item key={item.id}>{item.title}</Item>
        ))}
      </ul>
    </Main>
  );
}

export async function getServerSideProps({ locale }) {
  const items = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, title: `Item ${index + 1}` }));
  return { props: { ...(await serverSideTranslations(locale, ['common'], nextI18NextConfig)), items } };
}
