/** Styled parts shared by the limits screen, the loss-limit modal and the reality-check popup. */
import styled from 'styled-components';
import { ModalBackdrop, ModalCard } from '@/components/common/modal';
import { SiteLink } from '@/components/common/SiteLink';
import { secondaryStyle } from '@/components/common/ui';
import { theme } from '@/styles/theme';

export const Section = styled.section`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  & h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  & > p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${`${theme.space.xxs} ${theme.space.md}`};
  margin: 0 0 ${theme.space.md};
  & dt {
    color: ${theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export const Backdrop = styled(ModalBackdrop)`
  align-items: center;
`;

export const Dialog = styled(ModalCard)`
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  margin: 0;
  & h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.xl};
  }
  & p {
    margin: 0 0 ${theme.space.md};
  }
  & ul {
    margin: 0 0 ${theme.space.md};
    padding-left: ${theme.space.lg};
  }
`;

/** A link that looks like the secondary button (the limits page's way to the overview of play). */
export const SecondaryLink = styled(SiteLink)`
  ${secondaryStyle}
`;
