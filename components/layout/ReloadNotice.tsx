import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { theme } from '@/styles/theme';

const Notice = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.loading + 1};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.4);
  a {
    color: ${theme.colors.gold};
    font-weight: 700;
  }
`;

/**
 * Hidden until the head's CSS shows it (components/layout/giveWay.ts): the page's scripts failed
 * to load, or it is not interactive after the give-way time. Server-rendered in the page's
 * language; the link (the page's own address) reloads without any script.
 */
export function ReloadNotice() {
  const { t } = useTranslation('common');
  return (
    <Notice className="reload-notice" role="status" data-testid="reload-notice">
      <span>{t('loading.failed')}</span>
      <a href="">{t('loading.reload')}</a>
    </Notice>
  );
}
