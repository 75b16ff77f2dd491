import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { SanitizedHtml } from '@/lib/html/safe';
import type { Locale } from '@/lib/routes';
import { SafeHtml } from '@/components/common/SafeHtml';
import { Logo } from './Logo';
import { theme } from '@/styles/theme';

const DEFAULT_LOGO_SIZE = { width: 200, height: 57 };

/** The message for the language, falling back to English (then to nothing). */
export function messageFor(messages: Partial<Record<string, SanitizedHtml>> | undefined, locale: Locale): SanitizedHtml | undefined {
  const own = messages?.[locale];
  if (own && own.trim()) return own;
  const english = messages?.en;
  return english && english.trim() ? english : undefined;
}

const Screen = styled.main`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.maintenance};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xl};
  padding: ${theme.space.xl};
  text-align: center;
  background: ${theme.gradients.page};
  overflow-y: auto;
`;

const MessageBox = styled.div`
  max-width: 640px;
  padding: ${theme.space.xl};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
  font-size: ${theme.fontSizes.lg};
  & > div > :last-child {
    margin-bottom: 0;
  }
`;

export interface MaintenanceScreenProps {
  locale: Locale;
  messages: Partial<Record<string, SanitizedHtml>>;
  logo?: { width?: number; height?: number };
}

/** Full-screen maintenance view that replaces the whole site. */
export function MaintenanceScreen({ locale, messages, logo }: MaintenanceScreenProps) {
  const { t } = useTranslation('common');
  const width = logo?.width || DEFAULT_LOGO_SIZE.width;
  const height = logo?.height || DEFAULT_LOGO_SIZE.height;
  const message = messageFor(messages, locale);
  // CMS messages often bring their own heading; then ours would repeat it.
  const hasHeading = !!message && /<h[1-3][\s>]/i.test(message);
  return (
    <Screen data-testid="maintenance-screen" lang={locale}>
      <Logo width={width} height={height} title={t('siteName')} />
      <MessageBox>
        {!hasHeading && <h1>{t('maintenance.title')}</h1>}
        {message ? <SafeHtml html={message} /> : <p>{t('maintenance.defaultMessage')}</p>}
      </MessageBox>
    </Screen>
  );
}

const Notice = styled.div<{ $tone: 'warning' | 'info' }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  background: ${({ $tone }) => ($tone === 'warning' ? theme.colors.warningBg : theme.colors.surfaceRaised)};
  border-bottom: 1px solid ${({ $tone }) => ($tone === 'warning' ? theme.colors.gold : theme.colors.border)};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  & p {
    margin: 0;
  }
  & strong.title {
    color: ${theme.colors.gold};
    white-space: nowrap;
  }
  & .body {
    flex: 1;
  }
`;

const CloseButton = styled.button`
  flex: none;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

/** Service-disruption notice at the top of the layout. */
export function ServiceDisruptionNotice({ locale, messages }: { locale: Locale; messages: Partial<Record<string, SanitizedHtml>> }) {
  const { t } = useTranslation('common');
  const message = messageFor(messages, locale);
  if (!message) return null;
  return (
    <Notice $tone="warning" role="status" data-testid="service-disruption">
      <strong className="title">{t('maintenance.disruptionTitle')}</strong>
      <SafeHtml className="body" html={message} />
    </Notice>
  );
}

export const bannerStorageKey = (locale: Locale) => `maintenanceBannerDismissed:${locale}`;

function subscribeToBannerDismissals(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readDismissed(locale: Locale, text: string): boolean {
  try {
    return window.localStorage.getItem(bannerStorageKey(locale)) === text;
  } catch {
    return false;
  }
}

/**
 * Dismissible maintenance banner of the interface language (site settings maintenanceBanner[lang]).
 * Dismissal is remembered per language in localStorage (for this banner text).
 */
export function MaintenanceBanner({ locale, text }: { locale: Locale; text: SanitizedHtml | undefined }) {
  const { t } = useTranslation('common');
  // Read from localStorage after hydration; the server snapshot says "dismissed" so the server
  // and the first client render agree.
  const dismissed = useSyncExternalStore(
    subscribeToBannerDismissals,
    () => (text ? readDismissed(locale, text) : true),
    () => true,
  );
  const [closedNow, setClosedNow] = useState(false);
  if (!text || dismissed || closedNow) return null;
  const close = () => {
    try {
      window.localStorage.setItem(bannerStorageKey(locale), text);
    } catch {
      // storage may be unavailable (private mode); the banner still closes for this visit
    }
    setClosedNow(true);
  };
  return (
    <Notice $tone="info" role="region" aria-label={t('maintenance.title')} data-testid="maintenance-banner">
      <SafeHtml className="body" html={text} />
      <CloseButton type="button" onClick={close} aria-label={t('maintenance.bannerClose')}>
        ×
      </CloseButton>
    </Notice>
  );
}
