import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { ErrorBox } from '@/components/account/ErrorBox';
import { PrimaryButton } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatFileSize } from '@/lib/format/fileSize';
import { formatLongDateTime } from '@/lib/format/date';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
import { Muted } from './styles';
import { theme } from '@/styles/theme';
import type { PlayerDocument } from '@/lib/profile/types';

const List = styled.ul`
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  & .name {
    font-weight: 600;
    word-break: break-all;
  }
  & .meta {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & .status {
    white-space: nowrap;
    font-weight: 700;
  }
  & .status[data-status='approved'] {
    color: ${theme.colors.emerald};
  }
  & .status[data-status='rejected'] {
    color: ${theme.colors.danger};
  }
  & .status[data-status='pending'] {
    color: ${theme.colors.gold};
  }
`;

/** The player's documents (GET /player/documents), or null while loading; a failure is answered as an error. */
export function useDocuments(): { documents: PlayerDocument[] | null; error: ErrorMessage | null } {
  const { data, failure } = usePlatformRead(profileThunk((profile) => profile.fetchDocuments()));
  return { documents: data?.documents ?? null, error: failure && errorMessageForFailure(failure) };
}

/** A list of documents with type, file, size, upload time and status. */
export function DocumentList({ documents }: { documents: PlayerDocument[] }) {
  const { t } = useTranslation('profile');
  const locale = useRouter()?.locale;
  return (
    <List aria-label={t('documents.listLabel')}>
      {documents.map((document) => (
        <li key={document.documentId} data-document-status={document.documentStatus}>
          <div>
            <div className="name">{t(`documents.types.${document.documentType}`)}</div>
            <div className="meta">
              {document.documentSource} · {formatFileSize(document.size)} · {formatLongDateTime(document.uploadTime, locale)}
            </div>
          </div>
          <span className="status" data-status={document.documentStatus}>
            {t(`documents.statuses.${document.documentStatus}`)}
          </span>
        </li>
      ))}
    </List>
  );
}

/** Profile page 'documents': the list and the way to upload more. */
export function DocumentsPage({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslation('profile');
  const { documents, error } = useDocuments();
  return (
    <div>
      <Muted>{t('documents.intro')}</Muted>
      <ErrorBox message={error} />
      {documents && documents.length === 0 && <p role="status">{t('documents.empty')}</p>}
      {documents && documents.length > 0 && <DocumentList documents={documents} />}
      <PrimaryButton type="button" onClick={onUpload}>
        {t('documents.upload')}
      </PrimaryButton>
    </div>
  );
}
