import {
  ageOn,
  fullPhoneNumber,
  isShortCode,
  onlyDigits,
  parseIsoDate,
  validateActivationCode,
  validateAdultBirthDate,
  validateBirthDate,
  validateChecked,
  validateCompleteAccount,
  validateEmail,
  validateInternationalPhone,
  validateNickname,
  validatePassword,
  validatePasswordLongerThanMin,
  validatePasswordsMatch,
  validatePhone,
  validateRequired,
  VALIDATION_KEYS as K,
} from '@/lib/validation';

describe('required and email', () => {
  it('flags blank values with the given key', () => {
    expect(validateRequired('')).toBe(K.required);
    expect(validateRequired('   ')).toBe(K.required);
    expect(validateRequired(undefined)).toBe(K.required);
    expect(validateRequired('x')).toBeUndefined();
    expect(validateRequired('', K.validateField)).toBe(K.validateField);
  });

  it('checks the email format', () => {
    expect(validateEmail('')).toBe(K.required);
    expect(validateEmail('matti@example.fi')).toBeUndefined();
    expect(validateEmail(' matti@example.fi ')).toBeUndefined();
    for (const bad of ['matti', 'matti@', '@example.fi', 'matti@example', 'a@b.c', 'matti..x@example.fi', 'matti@-x.fi']) {
      expect(validateEmail(bad)).toBe(K.email);
    }
    // The platform's characters (docs/decisions.md#email-characters): ASCII only; an IDN as xn--.
    for (const bad of ['ma tti@example.fi', 'matti😀@example.com', 'matti@exämple.fi', 'mätti@example.fi']) {
      expect(validateEmail(bad)).toBe(K.emailCharacters);
    }
    expect(validateEmail("o'brien+casino@xn--exmple-cua.fi")).toBeUndefined();
  });
});

describe('passwords', () => {
  it('user settings / registration pattern: at least 6 allowed characters', () => {
    expect(validatePassword('')).toBe(K.required);
    expect(validatePassword('12345')).toBe(K.password);
    expect(validatePassword('123456')).toBeUndefined();
    expect(validatePassword('with space')).toBe(K.password);
    expect(validatePassword('tab\there')).toBe(K.password);
    expect(validatePassword('ääkköset')).toBeUndefined();
    expect(validatePassword('x'.repeat(129))).toBe(K.password);
  });

  it('complete account: longer than 6 characters', () => {
    expect(validatePasswordLongerThanMin('123456')).toBe(K.passwordShort);
    expect(validatePasswordLongerThanMin('1234567')).toBeUndefined();
    expect(validatePasswordLongerThanMin('')).toBe(K.passwordShort);
  });

  it('confirmation must match', () => {
    expect(validatePasswordsMatch('abcdefg', 'abcdefg')).toBeUndefined();
    expect(validatePasswordsMatch('abcdefg', 'abcdefh')).toBe(K.passwordMismatch);
  });
});

describe('nickname', () => {
  it('3 to 20 letters, digits, _ . -', () => {
    expect(validateNickname('')).toBe(K.required);
    expect(validateNickname('ab')).toBe(K.nickname);
    expect(validateNickname('Onni_88')).toBeUndefined();
    expect(validateNickname('Äijä.pelaa-1')).toBeUndefined();
    expect(validateNickname('a'.repeat(21))).toBe(K.nickname);
    expect(validateNickname('no spaces')).toBe(K.nickname);
  });
});

describe('phone (docs/product/validation.md)', () => {
  it('digits only', () => {
    expect(onlyDigits('040-123 45')).toBe('04012345');
    expect(validatePhone('+358', '040 123')).toBe(K.phoneDigits);
    expect(validatePhone('+358', '')).toBe(K.required);
  });

  it('joins the dial code and drops the leading zero', () => {
    expect(fullPhoneNumber('+358', '0401234567')).toBe('+358401234567');
    expect(fullPhoneNumber('372', '5123456')).toBe('+3725123456');
    expect(validatePhone('+358', '0401234567')).toBeUndefined();
  });

  it('dial code plus number at most 16 characters', () => {
    // '+358' + 12 digits = 16 characters: allowed; 13 digits = 17: too long.
    expect(validatePhone('+358', '401234567890')).toBeUndefined();
    expect(validatePhone('+358', '4012345678901')).toBe(K.phoneLength);
  });

  it('a plus followed by 3 to 15 digits', () => {
    expect(validatePhone('+1', '2')).toBe(K.phoneFormat);
    expect(validatePhone('+1', '23')).toBeUndefined();
    expect(validateInternationalPhone('+358401234567')).toBeUndefined();
    expect(validateInternationalPhone('+358 40 123 4567')).toBeUndefined();
    expect(validateInternationalPhone('0401234567')).toBe(K.phoneFormat);
    expect(validateInternationalPhone('+3584012345678901')).toBe(K.phoneLength);
  });
});

describe('dates', () => {
  const now = new Date(Date.UTC(2026, 10, 22));

  it('parses real calendar dates only', () => {
    expect(parseIsoDate('1988-02-29')?.toISOString()).toBe('1988-02-29T00:00:00.000Z');
    expect(parseIsoDate('1989-02-29')).toBeNull();
    expect(parseIsoDate('22.11.2000')).toBeNull();
    expect(parseIsoDate('1800-01-01')).toBeNull();
  });

  it('birth date must be a real date in the past', () => {
    expect(validateBirthDate('', now)).toBe(K.required);
    expect(validateBirthDate('2030-01-01', now)).toBe(K.birthDate);
    expect(validateBirthDate('1990-13-01', now)).toBe(K.birthDate);
    expect(validateBirthDate('1990-05-17', now)).toBeUndefined();
  });

  it('registration needs 18 years', () => {
    expect(ageOn(parseIsoDate('2008-11-22') as Date, now)).toBe(18);
    expect(ageOn(parseIsoDate('2008-11-23') as Date, now)).toBe(17);
    expect(validateAdultBirthDate('2008-11-22', now)).toBeUndefined();
    expect(validateAdultBirthDate('2008-11-23', now)).toBe(K.minimumAge);
  });
});

describe('codes and checkboxes', () => {
  it('activation codes and 6-digit codes', () => {
    expect(validateActivationCode('')).toBe(K.required);
    expect(validateActivationCode('ABCDEF123456')).toBeUndefined();
    expect(validateActivationCode('123456')).toBeUndefined();
    expect(validateActivationCode('12 34')).toBe(K.code);
    expect(isShortCode('123456')).toBe(true);
    expect(isShortCode('ABCDEF123456')).toBe(false);
  });

  it('a checkbox must be ticked', () => {
    expect(validateChecked(true)).toBeUndefined();
    expect(validateChecked(false)).toBe(K.mustAccept);
    expect(validateChecked(undefined)).toBe(K.mustAccept);
  });
});

describe('complete account (docs/product/validation.md)', () => {
  const valid = {
    nickName: 'Onni',
    email: 'onni@example.fi',
    countryCode: '+358',
    phoneNumber: '0401234567',
    password: 'secret77',
    confirmPassword: 'secret77',
  };

  it('accepts a complete form', () => {
    expect(validateCompleteAccount(valid)).toEqual({});
  });

  it('every field is required with validateField', () => {
    expect(
      validateCompleteAccount({ nickName: '', email: '', countryCode: '', phoneNumber: '', password: '', confirmPassword: '' }),
    ).toEqual({
      nickName: K.validateField,
      email: K.validateField,
      countryCode: K.validateField,
      phoneNumber: K.validateField,
      password: K.validateField,
      confirmPassword: K.validateField,
    });
  });

  it('password longer than 6 (passwordShort), then the confirmation (passwordMismatch)', () => {
    expect(validateCompleteAccount({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual({ password: K.passwordShort });
    expect(validateCompleteAccount({ ...valid, confirmPassword: 'secret78' })).toEqual({ confirmPassword: K.passwordMismatch });
  });

  it('checks the nickname, email and phone formats too', () => {
    expect(validateCompleteAccount({ ...valid, nickName: 'Onni Ö!' })).toEqual({ nickName: K.nickname });
    expect(validateCompleteAccount({ ...valid, email: 'onni' })).toEqual({ email: K.email });
    expect(validateCompleteAccount({ ...valid, phoneNumber: '040-1' })).toEqual({ phoneNumber: K.phoneDigits });
  });
});
