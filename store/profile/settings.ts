/**
 * Thunks of the profile area's settings (docs/product/flows.md "Marketing save", "Phone"): avatar,
 * marketing, password, email and phone with their verification. Every call goes through
 * handleAuthError, so 115 logs the player out; results are given back for the forms to show.
 */
import { verifyEmailShortCode } from '@/services/account/auth';
import { updateMarketing } from '@/services/account/player';
import type { ApiResult } from '@/services/playerClient';
import {
  changeEmail,
  changePhoneNumber,
  getAvatars,
  saveAvatar as saveAvatarCall,
  sendVerificationEmail,
  sendVerificationSms,
  updatePassword,
  verifySmsShortCode,
  type AvatarChoices,
} from '@/services/profile/settings';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { setAvatar, setLoading, updatePlayer } from './slice';
import { DEFAULT_AVATAR } from './state';

/** GET /user/avatar: the player's choice into the store (default 1 on error); the options are answered. */
export const fetchAvatar = createAppAsyncThunk('profile/fetchAvatar', async (_: void, { dispatch }): Promise<ApiResult<AvatarChoices>> => {
  dispatch(setLoading({ resource: 'avatar', loading: true }));
  try {
    const result = handleAuthError(await getAvatars(), dispatch);
    dispatch(setAvatar(result.success ? result.data.avatar : DEFAULT_AVATAR));
    return result;
  } finally {
    dispatch(setLoading({ resource: 'avatar', loading: false }));
  }
});

export const saveAvatar = createAppAsyncThunk('profile/saveAvatar', async (avatar: number, { dispatch }) => {
  const result = handleAuthError(await saveAvatarCall(avatar), dispatch);
  if (result.success) dispatch(setAvatar(result.data.avatar));
  return result;
});

/** updateMarketing(email, sms): the player record gets the new permissions on success. */
export const saveMarketing = createAppAsyncThunk(
  'profile/saveMarketing',
  async ({ receiveEmail, receiveSms }: { receiveEmail: boolean; receiveSms: boolean }, { dispatch }) => {
    const result = handleAuthError(await updateMarketing(receiveEmail, receiveSms), dispatch);
    if (result.success) dispatch(updatePlayer({ receiveEmail: result.data.receiveEmail, receiveSms: result.data.receiveSms }));
    return result;
  },
);

export const changePassword = createAppAsyncThunk(
  'profile/changePassword',
  async (fields: { oldPassword?: string; password: string; confirmPassword: string }, { dispatch }) => handleAuthError(await updatePassword(fields), dispatch),
);

/** A new email is unverified until the code sent to it is entered. */
export const saveEmail = createAppAsyncThunk('profile/saveEmail', async (email: string, { dispatch }) => {
  const result = handleAuthError(await changeEmail(email), dispatch);
  if (result.success) dispatch(updatePlayer({ email: email.trim().toLowerCase(), emailVerified: false }));
  return result;
});

export const requestEmailCode = createAppAsyncThunk('profile/requestEmailCode', async (_: void, { dispatch }) =>
  handleAuthError(await sendVerificationEmail(), dispatch),
);

/**
 * Phone confirmation: a new number (for an unverified player, or a verified one confirming
 * another number) is saved first, then the code is sent by SMS.
 */
export const sendPhoneCode = createAppAsyncThunk('profile/sendPhoneCode', async (phoneNumber: string | undefined, { dispatch }) => {
  if (phoneNumber !== undefined) {
    const saved = handleAuthError(await changePhoneNumber(phoneNumber), dispatch);
    if (!saved.success) return saved;
    dispatch(updatePlayer({ phoneNumber, phoneNumberVerified: false }));
  }
  return handleAuthError(await sendVerificationSms(), dispatch);
});

export const confirmPhoneCode = createAppAsyncThunk('profile/confirmPhoneCode', async (code: string, { dispatch }) => {
  const result = handleAuthError(await verifySmsShortCode(code.trim()), dispatch);
  if (result.success) dispatch(updatePlayer({ phoneNumberVerified: true }));
  return result;
});


/** POST player/verifyEmailShortCode {code} with the session: the player's email becomes verified. */
export const confirmEmailCode = createAppAsyncThunk('profile/confirmEmailCode', async (code: string, { dispatch }) => {
  const result = handleAuthError(await verifyEmailShortCode(code.trim()), dispatch);
  if (result.success) dispatch(updatePlayer({ emailVerified: true }));
  return result;
});
