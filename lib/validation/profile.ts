/**
 * Profile area rules of docs/product/validation.md as plain functions: user settings (email,
 * password change), documents and the support message. Message keys: `validation.*` of the account namespace (shared
 * rules) and `documents.*` / `user.*` of the profile namespace.
 */
import { FILE_MAX_BYTES } from '@/lib/constants';
import { formatFileSize } from '@/lib/format/fileSize';
import type { DocumentType } from '@/lib/profile/types';
import { maxLengthOf, minLengthOf, validateMaxLength } from './fieldRules';
import { validatePassword, validatePasswordsMatch, VALIDATION_KEYS, type ValidationResult } from './index';

export interface PasswordChangeValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

/**
 * Password change: the old password is needed (when the account has one), the new one follows the
 * password pattern (at least 6 allowed characters), and new and confirmation match.
 */
export function validatePasswordChange(values: PasswordChangeValues, needsOldPassword = true): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (needsOldPassword && !values.oldPassword) errors.oldPassword = VALIDATION_KEYS.required;
  const password = validatePassword(values.password);
  if (password) errors.password = password;
  if (!values.confirmPassword) errors.confirmPassword = VALIDATION_KEYS.required;
  else if (!password) {
    const mismatch = validatePasswordsMatch(values.password, values.confirmPassword);
    if (mismatch) errors.confirmPassword = mismatch;
  }
  return errors;
}

/** The document types the platform knows, in the order the form offers them. */
export const DOCUMENT_TYPES: readonly DocumentType[] = ['passport', 'identityCard', 'drivingLicence', 'utilityBill', 'sourceOfFunds'];

/** File types a document may be (by name; the platform checks the content). */
const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

export interface FileProblem {
  /** `documents.fileType` or `documents.fileTooLarge` in the profile namespace. */
  key: string;
  values: Record<string, string>;
}

/** The longest file name the platform keeps (services/platform/fieldLimits.ts). */
const DOCUMENT_NAME_MAX = maxLengthOf('/player/documentUpload', 'name');

/**
 * One file of the upload: pdf, png, jpg or jpeg, at most 2097152 bytes (size shown in B, KB or
 * MB), and a name the platform keeps.
 */
export function validateDocumentFile(file: { name: string; size: number }): FileProblem | undefined {
  if (validateMaxLength(file.name, DOCUMENT_NAME_MAX)) {
    return { key: 'documents.nameTooLong', values: { name: `${[...file.name].slice(0, 40).join('')}…`, max: String(DOCUMENT_NAME_MAX) } };
  }
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return { key: 'documents.fileType', values: { name: file.name, types: DOCUMENT_EXTENSIONS.join(', ') } };
  }
  if (file.size > FILE_MAX_BYTES) {
    return {
      key: 'documents.fileTooLarge',
      values: { name: file.name, size: formatFileSize(file.size), max: formatFileSize(FILE_MAX_BYTES) },
    };
  }
  return undefined;
}

/** The upload form's type: required. */
export function validateDocumentType(documentType: string): ValidationResult {
  return documentType ? undefined : 'documents.typeRequired';
}

/** The upload form's files: at least one, and none the platform would refuse (fixFiles). */
export function validateDocumentFiles(files: readonly { name: string; size: number }[]): ValidationResult {
  if (files.length === 0) return 'documents.filesRequired';
  return files.some((file) => validateDocumentFile(file)) ? 'documents.fixFiles' : undefined;
}

/** The contact form's message length: the platform's bounds (services/platform/fieldLimits.ts). */
export const SUPPORT_MESSAGE_MIN = minLengthOf('/player/support/contact', 'message') ?? 0;
export const SUPPORT_MESSAGE_MAX = maxLengthOf('/player/support/contact', 'message') ?? Infinity;

/** The customer support message: required, within the platform's bounds (10 to 2000 characters) after trimming. */
export function validateSupportMessage(message: string): string | undefined {
  const length = message.trim().length;
  if (length === 0) return 'support.messageRequired';
  if (length < SUPPORT_MESSAGE_MIN || length > SUPPORT_MESSAGE_MAX) return 'support.messageLength';
  return undefined;
}
