import styled from 'styled-components';
import { theme } from '@/styles/theme';

export const WalletForm = styled.form`
  display: flex;
  flex-direction: column;
  & input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  & button[type='submit'] {
    width: 100%;
    margin-top: ${theme.space.sm};
  }
  & .hint {
    margin: ${theme.space.xxs} 0 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** Its buttons keep "€100.00" on one line on a 360 px screen. */
export const QuickPicks = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.md};
  & button {
    min-width: 0;
    padding-inline: ${theme.space.xs};
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  & button[aria-pressed='true'] {
    border-color: ${theme.colors.gold};
    color: ${theme.colors.gold};
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  & dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
  & > button {
    flex: 1;
  }
`;

export const Spinner = styled.span`
  display: inline-block;
  width: 16px;
  height: 16px;
  margin-right: ${theme.space.xs};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: -3px;
  animation: wallet-spin 0.8s linear infinite;
  @keyframes wallet-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
