/** Shared styled building blocks: buttons, fields, cards. */
import Link from 'next/link';
import styled, { css } from 'styled-components';

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};
  &:active { transform: translateY(1px); }
`;

export const primaryStyle = css`
  ${buttonBase};
  background: ${({ theme }) => theme.gradients.gold};
  color: ${({ theme }) => theme.colors.onGold};
  box-shadow: ${({ theme }) => theme.shadows.glow};
  &:hover { color: ${({ theme }) => theme.colors.onGold}; filter: brightness(1.06); }
`;

export const secondaryStyle = css`
  ${buttonBase};
  background: transparent;
  border-color: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.gold};
  &:hover { background: rgba(245, 196, 81, 0.1); color: ${({ theme }) => theme.colors.goldStrong}; }
`;

const emeraldStyle = css`
  ${buttonBase};
  background: ${({ theme }) => theme.colors.emerald};
  color: ${({ theme }) => theme.colors.onEmerald};
  &:hover { color: ${({ theme }) => theme.colors.onEmerald}; filter: brightness(1.06); }
`;

export const PrimaryButton = styled.button`${primaryStyle}`;
export const SecondaryButton = styled.button`${secondaryStyle}`;
export const EmeraldButton = styled.button`${emeraldStyle}`;
export const PrimaryLink = styled(Link)`${primaryStyle}`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.md};
  & label { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

export const TextInput = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgDeep};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder { color: #8E87B3; }
  &:focus { border-color: ${({ theme }) => theme.colors.gold}; }
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.emerald};
  color: ${({ theme }) => theme.colors.onEmerald};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  line-height: 1;
`;
