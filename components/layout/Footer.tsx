import type { SanitizedHtml } from '@/lib/html/safe';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { SafeHtml } from '@/components/common/SafeHtml';
import { INFO_PAGE_SLUGS } from '@/lib/constants';
import { InfoLink } from './InfoLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ResponsibleNotice } from './ResponsibleNotice';
import { Logo } from './Logo';

const Wrapper = styled.footer`
  margin-top: ${theme.space.xxxl};
  background: ${theme.colors.bgDeep};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space.xxl} ${theme.space.md}`};
  ${media.up('md')} {
    grid-template-columns: 220px 1fr;
    padding: ${`${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Content = styled(SafeHtml)`
  & a {
    color: ${theme.colors.gold};
  }
  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${`${theme.space.xs} ${theme.space.lg}`};
    padding: 0;
    list-style: none;
  }
  & h2,
  & h3 {
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.md};
  }
`;

const InfoLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${`${theme.space.xs} ${theme.space.lg}`};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${theme.colors.text};
    font-weight: 600;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
`;

/**
 * Footer: links to the information pages (terms, privacy, responsible gaming, help, contact), the
 * site settings' footer HTML (sanitised), 18+ with the national helpline, languages. Hidden on game pages.
 */
export function Footer({ html }: { html: SanitizedHtml | undefined }) {
  const { t } = useTranslation('common');
  const { t: th } = useTranslation('help');
  return (
    <Wrapper aria-label={t('footer.label')} data-testid="site-footer">
      <Inner>
        <div>
          <Logo width={168} height={48} title={t('siteName')} />
        </div>
        <div>
          <nav aria-label={th('links.label')}>
            <InfoLinks>
              {INFO_PAGE_SLUGS.map((slug) => (
                <li key={slug}>
                  <InfoLink slug={slug} />
                </li>
              ))}
            </InfoLinks>
          </nav>
          {html ? <Content html={html} /> : null}
          <Bottom>
            <ResponsibleNotice />
            <LanguageSwitcher />
            <span>{t('footer.copyright', { year: 2026 })}</span>
          </Bottom>
        </div>
      </Inner>
    </Wrapper>
  );
}
