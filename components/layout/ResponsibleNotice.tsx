import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  & b {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    border: 2px solid ${theme.colors.gold};
    color: ${theme.colors.gold};
    font-size: 0.75rem;
  }
  & a {
    color: ${theme.colors.gold};
    white-space: nowrap;
  }
`;

/**
 * 18+ and the national gambling helpline of the page's language (fi and en: Peluuri in Finland,
 * et: the Estonian gambling-addiction counselling), in the footer and the phone menu.
 */
export function ResponsibleNotice({ className }: { className?: string }) {
  const { t } = useTranslation('help');
  return (
    <Notice className={className} data-testid="responsible-notice">
      <b>{t('helpline.age')}</b>
      <span>
        {t('helpline.text')}{' '}
        <a href={t('helpline.url')} rel="noopener" target="_blank">
          {t('helpline.name')}
        </a>
        {t('helpline.phone') ? <> · {t('helpline.phone')}</> : null}
      </span>
    </Notice>
  );
}
