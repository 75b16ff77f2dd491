import { useTranslation } from '@/lib/i18n/useTranslation';
import { SecondaryButton } from '@/components/common/ui';
import { Section } from './styles';

/**
 * Profile page 'close' (docs/product/screens.md: title and description only). The description
 * tells how: the account is closed by customer support, whose contact form carries the request.
 */
export function ClosePage({ onOpenSupport }: { onOpenSupport: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Section>
      <p>{t('close.description')}</p>
      <p>{t('close.howTo')}</p>
      <SecondaryButton type="button" onClick={onOpenSupport}>
        {t('close.contactSupport')}
      </SecondaryButton>
    </Section>
  );
}
