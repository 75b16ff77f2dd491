import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { confirmEmailChange, requestEmailChange, requestPhoneChange } from './contactChange';
import { sendEmailCode, sendSmsCode, smsHistory, verifySmsCode } from './contactVerification';
import type { Deps } from './deps';
import { listActivity, playerView, requirePlayer } from './players';
import { changeLanguage, updateFields } from './profile';
import { completeAccount, validateValue } from './registration';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './validation';
import type { FeaturePlugin } from '../../http/context';
import { bool, getSchema, langSchema, postSchema, str } from '../../http/schemas';
import { playerSchema } from './schemas';
import { clientIp } from '../../http/request';
import { optionalPlayer } from './sessionCookie';

/** Profile, contact details and verification of the session's player (a player scope). */
export const profileRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock };
  const { db } = deps;

  app.get('/player', { schema: getSchema('The logged-in player (docs/product/data.md)', playerSchema) }, async (request) => {
    const { playerId } = request.player;
    return { success: true, ...playerView(await requirePlayer(db, playerId)) };
  });

  app.get(
    '/player/activity',
    {
      schema: getSchema('Login history, newest first (type login, autoLogin or bank)', {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'activities'],
        properties: {
          success: { type: 'boolean' },
          activities: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['createdTime', 'type'],
              properties: { createdTime: { type: 'integer' }, type: { type: 'string' } },
            },
          },
        },
      }),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, activities: await listActivity(db, playerId) };
    },
  );

  app.get(
    '/verification/status',
    {
      schema: getSchema('What of the player is verified', {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'activated', 'emailVerified', 'phoneNumberVerified', 'identityVerified'],
        properties: {
          success: { type: 'boolean' },
          activated: { type: 'boolean' },
          emailVerified: { type: 'boolean' },
          phoneNumberVerified: { type: 'boolean' },
          identityVerified: { type: 'boolean' },
        },
      }),
    },
    async (request) => {
      const { playerId } = request.player;
      const p = await requirePlayer(db, playerId);
      return {
        success: true,
        activated: p.activated === 1,
        emailVerified: p.email_verified === 1,
        phoneNumberVerified: p.phone_verified === 1,
        identityVerified: p.bank_id !== null,
      };
    },
  );

  app.post(
    '/player/updateFields',
    {
      schema: postSchema(
        'Update any of the listed fields (at least one); answers the updated player',
        {
          type: 'object',
          minProperties: 1,
          properties: {
            receiveEmail: bool,
            receiveSms: bool,
            firstName: str(100),
            lastName: str(100),
            address: str(),
            zipCode: str(20),
            city: str(100),
            phoneNumber: str(30),
            nickName: str(50),
            houseNumber: str(20),
          },
        },
        playerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, ...playerView(await updateFields(deps, playerId, request.body)) };
    },
  );

  app.post(
    '/player/email',
    {
      schema: postSchema(
        'Ask to change the login email: needs the current password (109); a code goes to the new address and nothing changes until it is entered (POST /player/email/verify)',
        {
          type: 'object',
          required: ['email'],
          properties: { email: str(EMAIL_MAX_LENGTH), password: str(PASSWORD_MAX_LENGTH) },
        },
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      await requestEmailChange(deps, playerId, request.body);
      return { success: true };
    },
  );

  app.post(
    '/player/email/verify',
    {
      schema: postSchema(
        'Enter the code sent to the new email: it becomes the login, verified; the old address is told (183 wrong code, 209 used)',
        { type: 'object', required: ['code'], properties: { code: str(20) } },
        playerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, ...playerView(await confirmEmailChange(deps, playerId, request.body.code)) };
    },
  );

  app.post(
    '/player/nickname',
    { schema: postSchema('Change the nickname', { type: 'object', required: ['nickname'], properties: { nickname: str(50) } }) },
    async (request) => {
      const { playerId } = request.player;
      await updateFields(deps, playerId, { nickName: request.body.nickname }, { nickName: 'nickname' });
      return { success: true };
    },
  );

  app.post(
    '/player/phonenumber',
    {
      schema: postSchema(
        "Ask to change the phone number: needs the current password (109); an SMS code goes to the new number, which becomes the player's when the code is entered (verifySmsShortCode)",
        {
          type: 'object',
          required: ['phonenumber'],
          properties: { phonenumber: str(30), password: str(PASSWORD_MAX_LENGTH) },
        },
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      await requestPhoneChange(deps, playerId, request.body);
      return { success: true };
    },
  );

  app.get('/player/sendVerificationSms', { schema: getSchema('Send a 6-digit code to the phone (outbox)') }, async (request) => {
    const { playerId } = request.player;
    await sendSmsCode(deps, playerId);
    return { success: true };
  });

  app.get('/player/sendVerificationEmail', { schema: getSchema('Send a 6-digit code to the email (outbox)') }, async (request) => {
    const { playerId } = request.player;
    await sendEmailCode(deps, playerId);
    return { success: true };
  });

  app.post(
    '/player/verifySmsShortCode',
    {
      schema: postSchema('Verify the phone number with the SMS code', {
        type: 'object',
        required: ['code'],
        properties: { code: str(20) },
      }),
    },
    async (request) => {
      const { playerId } = request.player;
      await verifySmsCode(deps, playerId, request.body.code);
      return { success: true };
    },
  );

  app.get(
    '/player/smsVerificationHistory',
    {
      schema: getSchema('Verification SMS sent to the player, newest first', {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'history'],
        properties: {
          success: { type: 'boolean' },
          history: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['createdTime', 'phoneNumber', 'verified', 'verifiedTime', 'expireTime'],
              properties: {
                createdTime: { type: 'integer' },
                phoneNumber: { type: 'string', nullable: true },
                verified: { type: 'boolean' },
                verifiedTime: { type: 'integer', nullable: true },
                expireTime: { type: 'integer' },
              },
            },
          },
        },
      }),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, history: await smsHistory(deps, playerId) };
    },
  );

  app.post(
    '/player/completeAccount',
    {
      schema: postSchema(
        'Complete a bank-login account: nickname, email, phone (countryCode = dial code) and password',
        {
          type: 'object',
          required: ['nickName', 'email', 'countryCode', 'phoneNumber', 'password', 'confirmPassword'],
          properties: {
            nickName: str(50),
            email: str(254),
            countryCode: str(6),
            phoneNumber: str(30),
            password: str(),
            confirmPassword: str(),
          },
        },
        playerSchema,
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, ...playerView(await completeAccount(deps, playerId, request.body)) };
    },
  );
};

/** Language and the validate operations: a session changes what they do but is not required. */
export const profileOptionalSessionRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock };

  app.post(
    '/player/changeLanguage',
    {
      schema: postSchema(
        "Store the player's language; without a session it succeeds and stores nothing (saved: false)",
        { type: 'object', required: ['language'], properties: { language: langSchema } },
        {
          type: 'object',
          additionalProperties: false,
          required: ['success', 'saved'],
          properties: { success: { type: 'boolean' }, saved: { type: 'boolean' } },
        },
      ),
    },
    async (request) => {
      const session = await optionalPlayer(ctx, request);
      if (!session) return { success: true, saved: false };
      await changeLanguage(deps, session.playerId, request.body.language);
      return { success: true, saved: true };
    },
  );

  // Validate operations: no session needed (a session's own values are no duplicates); 429 per IP.
  app.post(
    '/player/validate/nickname',
    {
      schema: postSchema('Is the nickname valid and free? 195 invalid, 180 taken, 429 too many calls', {
        type: 'object',
        required: ['nickname'],
        properties: { nickname: str(50) },
      }),
    },
    async (request) => {
      const session = await optionalPlayer(ctx, request);
      await validateValue(deps, 'nickname', request.body.nickname, clientIp(request), session?.playerId);
      return { success: true };
    },
  );

  app.post(
    '/player/validate/email',
    {
      schema: postSchema('Is the email valid and free? 195 invalid, 180 taken, 429 too many calls', {
        type: 'object',
        required: ['email'],
        properties: { email: str(EMAIL_MAX_LENGTH) },
      }),
    },
    async (request) => {
      const session = await optionalPlayer(ctx, request);
      await validateValue(deps, 'email', request.body.email, clientIp(request), session?.playerId);
      return { success: true };
    },
  );

  app.post(
    '/player/validate/phone',
    {
      schema: postSchema('Is the phone number valid and free? 195 invalid, 180 taken, 429 too many calls', {
        type: 'object',
        required: ['phonenumber'],
        properties: { phonenumber: str(30), countryCode: str(6) },
      }),
    },
    async (request) => {
      const session = await optionalPlayer(ctx, request);
      await validateValue(deps, 'phone', request.body.phonenumber, clientIp(request), session?.playerId, request.body.countryCode);
      return { success: true };
    },
  );
};
