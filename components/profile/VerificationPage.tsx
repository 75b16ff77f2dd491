import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { ErrorBox } from '@/components/account/ErrorBox';
import { SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure } from '@/lib/errors';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
import { DocumentList, useDocuments } from './DocumentsPage';
import { Section } from './styles';
import { theme } from '@/styles/theme';

const Checks = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    justify-content: space-between;
    padding: ${theme.space.xs} 0;
  }
  & [data-ok='true'] {
    color: ${theme.colors.emerald};
    font-weight: 700;
  }
  & [data-ok='false'] {
    color: ${theme.colors.textMuted};
  }
`;

const CHECKS = ['emailVerified', 'phoneNumberVerified', 'identityVerified'] as const;

/** Profile page 'verification': what of the player is verified (GET /verification/status) and the documents' status. */
export function VerificationPage({ onOpen }: { onOpen: (page: 'phone' | 'documents') => void }) {
  const { t } = useTranslation('profile');
  const verification = usePlatformRead(profileThunk((profile) => profile.fetchVerificationStatus()));
  const status = verification.data;
  const error = verification.failure && errorMessageForFailure(verification.failure);
  const { documents } = useDocuments();
  return (
    <div>
      <ErrorBox message={error} />
      {status && (
        <Checks aria-label={t('verification.checks')}>
          {CHECKS.map((check) => (
            <li key={check}>
              <span>{t(`verification.${check}`)}</span>
              <span data-ok={status[check]}>{status[check] ? t('verification.yes') : t('verification.no')}</span>
            </li>
          ))}
        </Checks>
      )}
      {status && !status.phoneNumberVerified && (
        <Section>
          <SecondaryButton type="button" onClick={() => onOpen('phone')}>
            {t('verification.verifyPhone')}
          </SecondaryButton>
        </Section>
      )}
      <Section>
        <h3>{t('verification.documents')}</h3>
        {documents && documents.length === 0 && <p>{t('documents.empty')}</p>}
        {documents && documents.length > 0 && <DocumentList documents={documents} />}
        <SecondaryButton type="button" onClick={() => onOpen('documents')}>
          {t('verification.openDocuments')}
        </SecondaryButton>
      </Section>
    </div>
  );
}
