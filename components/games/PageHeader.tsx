import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle } from '@/components/layout/RoutePage';
import { theme } from '@/styles/theme';

const Lead = styled.p`
  max-width: 70ch;
  margin-top: -${theme.space.sm};
  margin-bottom: ${theme.space.lg};
  color: ${theme.colors.textMuted};
`;

export const EmptyState = styled.p`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  border: 1px dashed ${theme.colors.border};
  color: ${theme.colors.textMuted};
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
