import styled from 'styled-components';
import { useLinkNavigation } from '@/components/common/linkNavigation';
import { theme } from '@/styles/theme';

const List = styled.ul`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.lg};
  padding: 0 0 ${theme.space.xxs};
  list-style: none;
  overflow-x: auto;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space.md};
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
  }
  & a:hover {
    border-color: ${theme.colors.gold};
  }
  & a[aria-current='page'] {
    background: ${theme.colors.gold};
    color: ${theme.colors.onGold};
  }
`;

export interface GroupLink {
  key: string | number;
  href: string;
  label: string;
  current?: boolean;
}

/** Chips linking to the game groups: plain links, navigated client-side by the list. */
export function GroupNav({ links, label }: { links: GroupLink[]; label: string }) {
  const navigation = useLinkNavigation();
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} {...navigation}>
      <List>
        {links.map((link) => (
          <li key={link.key}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
