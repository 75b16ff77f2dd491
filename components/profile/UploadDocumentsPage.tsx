import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldError, MessageBox } from '@/components/account/ErrorBox';
import { Field, PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure, translateError } from '@/lib/errors';
import { FILE_MAX_BYTES } from '@/lib/constants';
import { formatFileSize } from '@/lib/format/fileSize';
import { validateDocumentFile, validateDocumentForm, type FileProblem } from '@/lib/validation/profile';
import { DOCUMENT_TYPES, uploadDocument, type DocumentType } from '@/services/profile/documents';
import { useAppDispatch } from '@/store';
import { handleAuthError } from '@/store/profile';
import { Muted, Select } from './styles';
import { theme } from '@/styles/theme';

const Files = styled.ul`
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  & li {
    padding: 4px 0;
    font-size: ${theme.fontSizes.sm};
    word-break: break-all;
  }
  & li[data-ok='false'] {
    color: ${theme.colors.danger};
  }
`;

const FileInput = styled.input`
  padding: ${theme.space.sm};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
`;

interface UploadResult {
  name: string;
  ok: boolean;
  text?: string;
}

/**
 * Profile page 'upload-documents' (docs/product/flows.md "Document upload"): a type and one or
 * more files, each checked for type (pdf, png, jpg, jpeg) and size (at most 2 MB, shown in B, KB
 * or MB); each file is its own upload; then the success and/or failure results and back.
 */
export function UploadDocumentsPage({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('profile');
  const { t: te } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const id = useId();
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ documentType?: string; files?: string }>({});
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<UploadResult[] | null>(null);

  const problems = files.map((file) => validateDocumentFile(file));
  const problemText = (problem: FileProblem) => t(problem.key, problem.values);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFiles(Array.from(event.target.files ?? []));
    setErrors((current) => ({ ...current, files: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const formErrors = validateDocumentForm(documentType, files);
    const anyBadFile = problems.some(Boolean);
    setErrors({ documentType: formErrors.documentType, files: formErrors.files ?? (anyBadFile ? 'documents.fixFiles' : undefined) });
    if (formErrors.documentType || formErrors.files || anyBadFile || !documentType) return;
    setBusy(true);
    const done: UploadResult[] = [];
    for (const file of files) {
      const result = handleAuthError(await uploadDocument(documentType, file), dispatch);
      if (result.success) done.push({ name: file.name, ok: true });
      else done.push({ name: file.name, ok: false, text: translateError(te, errorMessageForFailure(result, 'documents')) });
    }
    setBusy(false);
    setResults(done);
  };

  if (results) {
    const succeeded = results.filter((r) => r.ok);
    const failed = results.filter((r) => !r.ok);
    return (
      <div>
        {succeeded.length > 0 && (
          <MessageBox>
            {t('documents.uploaded', { count: succeeded.length })}
            <Files>
              {succeeded.map((r) => (
                <li key={r.name}>{r.name}</li>
              ))}
            </Files>
          </MessageBox>
        )}
        {failed.length > 0 && (
          <MessageBox variant="error">
            {t('documents.failed', { count: failed.length })}
            <Files>
              {failed.map((r) => (
                <li key={r.name}>
                  {r.name}: {r.text}
                </li>
              ))}
            </Files>
          </MessageBox>
        )}
        <PrimaryButton type="button" onClick={onBack}>
          {t('documents.back')}
        </PrimaryButton>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Muted>{t('documents.uploadIntro', { max: formatFileSize(FILE_MAX_BYTES) })}</Muted>
      <Field>
        <label htmlFor={`${id}-type`}>{t('documents.type')}</label>
        <Select
          id={`${id}-type`}
          value={documentType}
          onChange={(event) => {
            setDocumentType(event.target.value as DocumentType | '');
            setErrors((current) => ({ ...current, documentType: undefined }));
          }}
          aria-invalid={Boolean(errors.documentType)}
          aria-describedby={errors.documentType ? `${id}-type-error` : undefined}
        >
          <option value="">{t('documents.chooseType')}</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`documents.types.${type}`)}
            </option>
          ))}
        </Select>
        {errors.documentType && <FieldError id={`${id}-type-error`}>{t(errors.documentType)}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-files`}>{t('documents.files')}</label>
        <FileInput
          id={`${id}-files`}
          type="file"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          onChange={choose}
          aria-invalid={Boolean(errors.files)}
          aria-describedby={`${id}-files-list${errors.files ? ` ${id}-files-error` : ''}`}
        />
        <Files id={`${id}-files-list`} aria-live="polite">
          {files.map((file, index) => {
            const problem = problems[index];
            return (
              <li key={`${file.name}-${index}`} data-ok={problem ? 'false' : 'true'}>
                {problem ? problemText(problem) : `${file.name} (${formatFileSize(file.size)})`}
              </li>
            );
          })}
        </Files>
        {errors.files && <FieldError id={`${id}-files-error`}>{t(errors.files)}</FieldError>}
      </Field>
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? t('documents.uploading') : t('documents.submit')}
      </PrimaryButton>{' '}
      <SecondaryButton type="button" onClick={onBack}>
        {t('documents.cancel')}
      </SecondaryButton>
    </form>
  );
}
