/** Player API: registration, activation, login, logout and passwords (docs/product/api.md "Player"). */
import { endSession, playerPost, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody } from '@/services/platform/types';
import type { RegisterFields } from '@/lib/account/types';

/** POST /login {email, password, policyChecked, privacyPolicyChecked} — sets the session cookie. */
export function login(fields: ApiRequestBody<'/login', 'post'>, options?: RequestOptions) {
  return playerPost('/login', fields, options);
}

/** POST /autoLogin {t} — logs in with the one-time token of activation or email verification; sets the session cookie. */
export function autoLogin(token: string, options?: RequestOptions) {
  return playerPost('/autoLogin', { t: token }, options);
}

/** POST /logout — always succeeds on the platform; ends the session. */
export function logout(options?: RequestOptions) {
  return endSession(() => playerPost('/logout', undefined, { ...options, endsSession: true }));
}

/** POST /player/registerPlayer — the account starts unactivated; an activation email goes out. */
export function registerPlayer(fields: RegisterFields, options?: RequestOptions) {
  // Optional fields left empty are not sent.
  const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined)) as RegisterFields;
  return playerPost('/player/registerPlayer', body, options);
}

/** POST player/activate {activationCode} */
export function activate(activationCode: string, options?: RequestOptions) {
  return playerPost('/player/activate', { activationCode }, options);
}

/** POST player/verifyEmailShortCode {code} */
export function verifyEmailShortCode(code: string, options?: RequestOptions) {
  return playerPost('/player/verifyEmailShortCode', { code }, options);
}

/** POST player/triggerForgotPassword {email, birthDate} — a reset code goes to the email. */
export function triggerForgotPassword(email: string, birthDate: string, options?: RequestOptions) {
  return playerPost('/player/triggerForgotPassword', { email, birthDate }, options);
}

/** POST player/modifyForgotPassword {activationCode, password, confirmPassword} */
export function modifyForgotPassword(fields: ApiRequestBody<'/player/modifyForgotPassword', 'post'>, options?: RequestOptions) {
  return playerPost('/player/modifyForgotPassword', fields, options);
}
