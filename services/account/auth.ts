/** Player API: registration, activation, login, logout and passwords (docs/product/api.md "Player"). */
import { endSession, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';

export interface LoginAnswer {
  success: true;
  userId?: number;
}

export interface AutoLoginTokenAnswer {
  success: true;
  autoLoginToken?: string;
}

/** POST /login {email, password, policyChecked, privacyPolicyChecked} — sets the session cookie. */
export function login(
  fields: { email: string; password: string; policyChecked?: boolean; privacyPolicyChecked?: boolean },
  options?: RequestOptions,
): Promise<ApiResult<LoginAnswer>> {
  return playerPost<LoginAnswer>('/login', fields, options);
}

/** POST /autoLogin {t} — logs in with the one-time token of activation or email verification; sets the session cookie. */
export function autoLogin(token: string, options?: RequestOptions): Promise<ApiResult<{ success: true }>> {
  return playerPost('/autoLogin', { t: token }, options);
}

/** POST /logout — always succeeds on the platform; ends the session. */
export function logout(options?: RequestOptions): Promise<ApiResult<{ success: true }>> {
  return endSession(() => playerPost('/logout', {}, { ...options, endsSession: true }));
}

/** The fields of POST /player/registerPlayer (docs/product/api.md). */
export interface RegisterFields {
  email: string;
  password: string;
  confirmPassword: string;
  country: string;
  registrationCurrency: string;
  language: string;
  nickName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  address?: string;
  zipCode?: string;
  city?: string;
  promoCode?: string;
  ageChecked: boolean;
  policyChecked: boolean;
  phoneNumber?: string;
  houseNumber?: string;
  privacyPolicyChecked: boolean;
  /** The affiliate the visitor came from (its welcome free spins go to the new player). */
  affiliateReference?: string;
}

/** POST /player/registerPlayer — the account starts unactivated; an activation email goes out. */
export function registerPlayer(fields: RegisterFields, options?: RequestOptions): Promise<ApiResult<{ success: true; userId?: number }>> {
  // Optional fields left empty are not sent.
  const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined));
  return playerPost('/player/registerPlayer', body, options);
}

/** POST player/activate {activationCode} */
export function activate(activationCode: string, options?: RequestOptions): Promise<ApiResult<AutoLoginTokenAnswer>> {
  return playerPost<AutoLoginTokenAnswer>('/player/activate', { activationCode }, options);
}

/** POST player/verifyEmailShortCode {code} */
export function verifyEmailShortCode(code: string, options?: RequestOptions): Promise<ApiResult<AutoLoginTokenAnswer>> {
  return playerPost<AutoLoginTokenAnswer>('/player/verifyEmailShortCode', { code }, options);
}

/** POST player/triggerForgotPassword {email, birthDate} — a reset code goes to the email. */
export function triggerForgotPassword(email: string, birthDate: string, options?: RequestOptions): Promise<ApiResult<{ success: true }>> {
  return playerPost('/player/triggerForgotPassword', { email, birthDate }, options);
}

/** POST player/modifyForgotPassword {activationCode, password, confirmPassword} */
export function modifyForgotPassword(
  fields: { activationCode: string; password: string; confirmPassword: string },
  options?: RequestOptions,
): Promise<ApiResult<{ success: true }>> {
  return playerPost('/player/modifyForgotPassword', fields, options);
}
