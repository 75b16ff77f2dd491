import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Card } from '@/components/common/ui';
import { DepositForm } from './DepositForm';

const Section = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space.lg} auto;
  & h2 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/** The deposit form as an embeddable CMS block ({type: 'depositForm', title?}). */
export function DepositBlock({ title }: { title?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Section as="section" data-block="depositForm" aria-labelledby="deposit-block-title">
      <h2 id="deposit-block-title">{title || t('block.title')}</h2>
      <DepositForm />
    </Section>
  );
}
