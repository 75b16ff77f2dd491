/** Shared styled building blocks: buttons, fields, cards. */
import { SiteLink } from '@/components/common/SiteLink';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: 0 ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  border: 1px solid transparent;
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.md};
  text-decoration: none;
  cursor: pointer;
  transition:
    transform ${theme.transitions.fast},
    background ${theme.transitions.fast};
  &:active {
    transform: translateY(1px);
  }
`;

export const primaryStyle = css`
  ${buttonBase};
  background: ${theme.gradients.gold};
  color: ${theme.colors.onGold};
  box-shadow: ${theme.shadows.glow};
  &:hover {
    color: ${theme.colors.onGold};
    filter: brightness(1.06);
  }
`;

export const secondaryStyle = css`
  ${buttonBase};
  background: transparent;
  border-color: ${theme.colors.gold};
  color: ${theme.colors.gold};
  &:hover {
    background: rgba(245, 196, 81, 0.1);
    color: ${theme.colors.goldStrong};
  }
`;

const emeraldStyle = css`
  ${buttonBase};
  background: ${theme.colors.emerald};
  color: ${theme.colors.onEmerald};
  &:hover {
    color: ${theme.colors.onEmerald};
    filter: brightness(1.06);
  }
`;

export const PrimaryButton = styled.button`
  ${primaryStyle}
`;
export const SecondaryButton = styled.button`
  ${secondaryStyle}
`;
export const EmeraldButton = styled.button`
  ${emeraldStyle}
`;
export const PrimaryLink = styled(SiteLink)`
  ${primaryStyle}
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  margin-bottom: ${theme.space.md};
  & label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

export const TextInput = styled.input`
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgDeep};
  color: ${theme.colors.text};
  &::placeholder {
    color: #8e87b3;
  }
  &:focus {
    border-color: ${theme.colors.gold};
  }
`;

/** A card in a list (games, articles): a column filling its cell, framed, its hover in gold. */
export const tileStyle = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  &:hover,
  &:focus-within {
    border-color: ${theme.colors.gold};
  }
`;

export const Card = styled.div`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.emerald};
  color: ${theme.colors.onEmerald};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.black};
  line-height: 1;
`;
