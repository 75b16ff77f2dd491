/**
 * Thunks of the profile area's settings (docs/product/flows.md "Marketing save", "Phone"): avatar,
 * marketing, language, password, email and phone with their verification and history, the
 * verification status, support, and the documents and their upload. Every call goes through
 * handleAuthError, so 115 logs the player out; results are given back for the forms to show, and
 * what a success changes in the player record is in ./slice.ts.
 */
import type { Locale } from '@/lib/routes';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import type { ApiResult } from '@/lib/apiResult';
import type { AvatarChoices, DocumentType, SupportTopic } from '@/lib/profile/types';

// The calls, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads).
const settingsApi = () => import('@/services/profile/settings');
const authApi = () => import('@/services/account/auth');
const playerApi = () => import('@/services/account/player');
const supportApi = () => import('@/services/profile/support');
const documentsApi = () => import('@/services/profile/documents');

/** GET /user/avatar: the player's choice into the store (default 1 on error); the options are answered. */
export const fetchAvatar = createAppAsyncThunk('profile/fetchAvatar', async (_: void, { dispatch }): Promise<ApiResult<AvatarChoices>> =>
  handleAuthError(await (await settingsApi()).getAvatars(), dispatch),
);

export const saveAvatar = createAppAsyncThunk('profile/saveAvatar', async (avatar: number, { dispatch }) =>
  handleAuthError(await (await settingsApi()).saveAvatar(avatar), dispatch),
);

/** updateMarketing(email, sms): the player record gets the new permissions on success. */
export const saveMarketing = createAppAsyncThunk(
  'profile/saveMarketing',
  async ({ receiveEmail, receiveSms }: { receiveEmail: boolean; receiveSms: boolean }, { dispatch }) =>
    handleAuthError(await (await playerApi()).updateMarketing(receiveEmail, receiveSms), dispatch),
);

export const changePassword = createAppAsyncThunk(
  'profile/changePassword',
  async (fields: { oldPassword?: string; password: string; confirmPassword: string }, { dispatch }) =>
    handleAuthError(await (await settingsApi()).updatePassword(fields), dispatch),
);

/** A new login email, asked with the current password: a code goes to it; nothing changes yet. */
export const saveEmail = createAppAsyncThunk('profile/saveEmail', async (fields: { email: string; password?: string }, { dispatch }) =>
  handleAuthError(await (await settingsApi()).changeEmail(fields), dispatch),
);

/** The code sent to the new email: it becomes the login (the player record follows). */
export const confirmEmailChange = createAppAsyncThunk('profile/confirmEmailChange', async (code: string, { dispatch }) =>
  handleAuthError(await (await settingsApi()).verifyEmailChange(code.trim()), dispatch),
);

export const requestEmailCode = createAppAsyncThunk('profile/requestEmailCode', async (_: void, { dispatch }) =>
  handleAuthError(await (await settingsApi()).sendVerificationEmail(), dispatch),
);

/**
 * Phone confirmation: a new number is asked with the current password and its code goes to it
 * (the number is the player's once the code is entered); the current number just gets a code.
 */
export const sendPhoneCode = createAppAsyncThunk(
  'profile/sendPhoneCode',
  async (change: { phonenumber: string; password?: string } | undefined, { dispatch }) =>
    handleAuthError(
      change ? await (await settingsApi()).changePhoneNumber(change) : await (await settingsApi()).sendVerificationSms(),
      dispatch,
    ),
);

/** The SMS code; `phoneNumber` is the number it was sent to, which the player record then holds. */
export const confirmPhoneCode = createAppAsyncThunk(
  'profile/confirmPhoneCode',
  async ({ code }: { code: string; phoneNumber: string }, { dispatch }) =>
    handleAuthError(await (await settingsApi()).verifySmsShortCode(code.trim()), dispatch),
);

/** POST player/verifyEmailShortCode {code} with the session: the player's email becomes verified. */
export const confirmEmailCode = createAppAsyncThunk('profile/confirmEmailCode', async (code: string, { dispatch }) =>
  handleAuthError(await (await authApi()).verifyEmailShortCode(code.trim()), dispatch),
);

/** POST /player/support/contact: a message to the support desk. */
export const sendSupportMessage = createAppAsyncThunk(
  'profile/sendSupportMessage',
  async (fields: { topic: SupportTopic; message: string }, { dispatch }) =>
    handleAuthError(await (await supportApi()).sendSupportMessage(fields), dispatch),
);

/** POST /player/documentUpload: one file of the given type. */
export const uploadDocument = createAppAsyncThunk(
  'profile/uploadDocument',
  async ({ documentType, file }: { documentType: DocumentType; file: File }, { dispatch }) =>
    handleAuthError(await (await documentsApi()).uploadDocument(documentType, file), dispatch),
);

/** POST /player/changeLanguage: the language the platform writes to the player in. */
export const saveLanguage = createAppAsyncThunk('profile/saveLanguage', async (language: Locale, { dispatch }) =>
  handleAuthError(await (await playerApi()).changeLanguage(language), dispatch),
);

/** GET /player/smsVerificationHistory: verification SMS sent, newest first. */
export const fetchSmsHistory = createAppAsyncThunk('profile/fetchSmsHistory', async (_: void, { dispatch }) =>
  handleAuthError(await (await settingsApi()).getSmsHistory(), dispatch),
);

/** GET /verification/status: what of the player is verified. */
export const fetchVerificationStatus = createAppAsyncThunk('profile/fetchVerificationStatus', async (_: void, { dispatch }) =>
  handleAuthError(await (await settingsApi()).getVerificationStatus(), dispatch),
);

/** GET /player/support: the desk's email address and the contact form's topics. */
export const fetchSupportInfo = createAppAsyncThunk('profile/fetchSupportInfo', async (_: void, { dispatch }) =>
  handleAuthError(await (await supportApi()).getSupportInfo(), dispatch),
);

/** GET /player/documents: the documents the player has sent, with their status. */
export const fetchDocuments = createAppAsyncThunk('profile/fetchDocuments', async (_: void, { dispatch }) =>
  handleAuthError(await (await documentsApi()).getDocuments(), dispatch),
);
