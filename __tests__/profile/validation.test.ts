import { splitPhone } from '@/components/profile/PhonePage';
import { FILE_MAX_BYTES, PHONE_MAX_LENGTH } from '@/lib/constants';
import { formatFileSize } from '@/lib/format/fileSize';
import { fullPhoneNumber, validatePhone, VALIDATION_KEYS as K } from '@/lib/validation';
import {
  validateDocumentFile,
  validateDocumentFiles,
  validateDocumentType,
  validatePasswordChange,
  validateSupportMessage,
} from '@/lib/validation/profile';

describe('file sizes in B, KB and MB', () => {
  it('uses B below 1 KB, KB below 1 MB and MB above, with one decimal at most', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(FILE_MAX_BYTES)).toBe('2 MB');
    expect(formatFileSize(FILE_MAX_BYTES + 1)).toBe('2 MB');
    expect(formatFileSize(5 * 1024 * 1024 + 300 * 1024)).toBe('5.3 MB');
  });
});

describe('document upload rules', () => {
  it('accepts pdf, png, jpg and jpeg up to 2097152 bytes', () => {
    for (const name of ['a.pdf', 'b.PNG', 'c.jpg', 'd.JPEG']) expect(validateDocumentFile({ name, size: 1000 })).toBeUndefined();
    expect(validateDocumentFile({ name: 'max.pdf', size: FILE_MAX_BYTES })).toBeUndefined();
  });

  it('refuses other types and too large files, naming the size and the maximum', () => {
    expect(validateDocumentFile({ name: 'x.gif', size: 10 })).toEqual({
      key: 'documents.fileType',
      values: { name: 'x.gif', types: 'pdf, png, jpg, jpeg' },
    });
    expect(validateDocumentFile({ name: 'noextension', size: 10 })?.key).toBe('documents.fileType');
    expect(validateDocumentFile({ name: 'big.pdf', size: FILE_MAX_BYTES + 1 })).toEqual({
      key: 'documents.fileTooLarge',
      values: { name: 'big.pdf', size: '2 MB', max: '2 MB' },
    });
    expect(validateDocumentFile({ name: 'scan.jpg', size: 3 * 1024 * 1024 })?.values.size).toBe('3 MB');
  });

  it('needs a type and at least one file', () => {
    expect(validateDocumentType('')).toBe('documents.typeRequired');
    expect(validateDocumentType('passport')).toBeUndefined();
    expect(validateDocumentFiles([])).toBe('documents.filesRequired');
    expect(validateDocumentFiles([{ name: 'a.pdf', size: 1 }])).toBeUndefined();
    expect(
      validateDocumentFiles([
        { name: 'a.pdf', size: 1 },
        { name: 'a.exe', size: 1 },
      ]),
    ).toBe('documents.fixFiles');
    // The platform keeps names of at most 200 characters.
    expect(validateDocumentFile({ name: `${'n'.repeat(197)}.pdf`, size: 1 })?.key).toBe('documents.nameTooLong');
    expect(validateDocumentFile({ name: `${'n'.repeat(196)}.pdf`, size: 1 })).toBeUndefined();
  });
});

describe('user settings: password change', () => {
  const ok = { oldPassword: 'old-secret', password: 'secret1', confirmPassword: 'secret1' };

  it('needs the old password when the account has one', () => {
    expect(validatePasswordChange(ok)).toEqual({});
    expect(validatePasswordChange({ ...ok, oldPassword: '' })).toEqual({ oldPassword: K.required });
    expect(validatePasswordChange({ ...ok, oldPassword: '' }, false)).toEqual({});
  });

  it('checks the password pattern (at least 6 allowed characters) and that new and confirmation match', () => {
    expect(validatePasswordChange({ ...ok, password: 'short', confirmPassword: 'short' })).toEqual({ password: K.password });
    expect(validatePasswordChange({ ...ok, password: 'with space', confirmPassword: 'with space' })).toEqual({ password: K.password });
    expect(validatePasswordChange({ ...ok, confirmPassword: 'secret2' })).toEqual({ confirmPassword: K.passwordMismatch });
    expect(validatePasswordChange({ ...ok, confirmPassword: '' })).toEqual({ confirmPassword: K.required });
  });
});

describe('phone confirmation', () => {
  it('allows digits only, at most 16 characters with the dial code, and + with 3 to 15 digits', () => {
    expect(validatePhone('+358', '0401234567')).toBeUndefined();
    expect(validatePhone('+358', '040 123')).toBe(K.phoneDigits);
    expect(validatePhone('+358', '+35840')).toBe(K.phoneDigits);
    expect(validatePhone('+358', '')).toBe(K.required);
    expect(fullPhoneNumber('+358', '401234567890')).toHaveLength(PHONE_MAX_LENGTH);
    expect(validatePhone('+358', '401234567890')).toBeUndefined();
    expect(validatePhone('+358', '4012345678901')).toBe(K.phoneLength);
    expect(validatePhone('+1', '1')).toBe(K.phoneFormat);
  });

  it('splits a stored number into dial code and national number (longest dial code first)', () => {
    expect(splitPhone('+358401234567', '+372')).toEqual({ dialCode: '+358', number: '401234567' });
    expect(splitPhone('+3725123456', '+358')).toEqual({ dialCode: '+372', number: '5123456' });
    expect(splitPhone(null, '+372')).toEqual({ dialCode: '+372', number: '' });
  });
});

describe('customer support message', () => {
  it('is required and 10 to 2000 characters', () => {
    expect(validateSupportMessage('  ')).toBe('support.messageRequired');
    expect(validateSupportMessage('too short')).toBe('support.messageLength');
    expect(validateSupportMessage('long enough')).toBeUndefined();
    expect(validateSupportMessage('x'.repeat(2001))).toBe('support.messageLength');
  });
});
