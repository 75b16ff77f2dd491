import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { nameFromSlug, RoutePage } from '@/components/page/RoutePage';
import { serverPageProps } from '@/lib/seo/pageProps';

const Stage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  width: 100%;
  max-height: calc(100vh - 220px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Route 'gamePlay': the game stage (the game launch comes with the games task). */
export default function GamePlayPage() {
  const { t } = useTranslation('common');
  const { query } = useRouter();
  const name = nameFromSlug(typeof query.slug === 'string' ? query.slug : undefined);
  return (
    <RoutePage routeKey="gamePlay" name={name}>
      <Stage role="region" aria-label={t('game.frameTitle', { name })}>
        {name}
      </Stage>
    </RoutePage>
  );
}

export const getServerSideProps = serverPageProps;
