import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/components/layout/RoutePage';

const Lead = styled.p`
  max-width: 70ch;
  margin-top: -${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const EmptyState = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export function PageHeader({ title, lead, children }: { title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </>
  );
}
