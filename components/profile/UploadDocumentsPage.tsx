import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { FieldError, MessageBox } from '@/components/account/ErrorBox';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { Field, PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure, translateError } from '@/lib/errors';
import { FILE_MAX_BYTES } from '@/lib/constants';
import { formatFileSize } from '@/lib/format/fileSize';
import {
  DOCUMENT_TYPES,
  validateDocumentFile,
  validateDocumentFiles,
  validateDocumentType,
  type FileProblem,
} from '@/lib/validation/profile';
import { useAppDispatch } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { Muted, Select } from './styles';
import { theme } from '@/styles/theme';
import type { DocumentType } from '@/lib/profile/types';

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

interface UploadValues {
  documentType: DocumentType | '';
  files: FileList | null;
}

/** The rules' keys are in the profile namespace. */
const inProfile = (key: string | undefined) => key && `profile:${key}`;

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
  const [results, setResults] = useState<UploadResult[] | null>(null);
  const { rules, invalid, messageOf, fieldId, submit, control, formState } = usePlayerForm<UploadValues>({
    label: (name) => t(name === 'documentType' ? 'documents.type' : 'documents.files'),
    defaultValues: { documentType: '', files: null },
  });
  const files = Array.from(useWatch({ control, name: 'files' }) ?? []);
  const problems = files.map((file) => validateDocumentFile(file));
  const problemText = (problem: FileProblem) => t(problem.key, problem.values);

  const send = async ({ documentType, files: chosen }: UploadValues) => {
    if (!documentType) return;
    const { uploadDocument } = await loadProfile();
    const done: UploadResult[] = [];
    for (const file of Array.from(chosen ?? [])) {
      const result = await dispatch(uploadDocument({ documentType, file })).unwrap();
      if (result.success) done.push({ name: file.name, ok: true });
      else done.push({ name: file.name, ok: false, text: translateError(te, errorMessageForFailure(result, 'documents')) });
    }
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

  const typeMessage = messageOf('documentType');
  const filesMessage = messageOf('files');
  return (
    <form onSubmit={submit(send)} noValidate>
      <Muted>{t('documents.uploadIntro', { max: formatFileSize(FILE_MAX_BYTES) })}</Muted>
      <Field>
        <label htmlFor={fieldId('documentType')}>{t('documents.type')}</label>
        <Select
          id={fieldId('documentType')}
          {...invalid('documentType')}
          {...rules('documentType', (value) => inProfile(validateDocumentType(value)))}
        >
          <option value="">{t('documents.chooseType')}</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`documents.types.${type}`)}
            </option>
          ))}
        </Select>
        {typeMessage && <FieldError id={`${fieldId('documentType')}-error`}>{typeMessage}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={fieldId('files')}>{t('documents.files')}</label>
        <FileInput
          id={fieldId('files')}
          type="file"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          {...invalid('files')}
          aria-describedby={`${fieldId('files')}-list${filesMessage ? ` ${fieldId('files')}-error` : ''}`}
          {...rules('files', (value) => inProfile(validateDocumentFiles(Array.from(value ?? []))))}
        />
        <Files id={`${fieldId('files')}-list`} aria-live="polite">
          {files.map((file, index) => {
            const problem = problems[index];
            return (
              <li key={`${file.name}-${index}`} data-ok={problem ? 'false' : 'true'}>
                {problem ? problemText(problem) : `${file.name} (${formatFileSize(file.size)})`}
              </li>
            );
          })}
        </Files>
        {filesMessage && <FieldError id={`${fieldId('files')}-error`}>{filesMessage}</FieldError>}
      </Field>
      <PrimaryButton type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('documents.uploading') : t('documents.submit')}
      </PrimaryButton>{' '}
      <SecondaryButton type="button" onClick={onBack}>
        {t('documents.cancel')}
      </SecondaryButton>
    </form>
  );
}
