import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { activate, verifyEmailShortCode } from './contactVerification';
import type { Deps, LoginDeps, LoginRoutes } from './deps';
import { autoLogin, login } from './login';
import { addPassword, updatePassword } from './profile';
import { modifyForgotPassword, triggerForgotPassword } from './recovery';
import { register } from './registration';
import { grantAffiliateWelcome } from '../bonuses';
import type { FeaturePlugin } from '../../http/context';
import { bool, getSchema, okSchema, postSchema, str } from '../../http/schemas';
import { autoLoginTokenSchema, userIdSchema } from './schemas';
import { clientIp } from '../../http/request';
import { logoutRequest, optionalPlayer, setSessionCookie } from './sessionCookie';

/** Registration, activation, login, logout, autoLogin and the forgotten password. */
export const authRoutes: LoginRoutes = async (instance, { ctx, loginPlayCheck }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: LoginDeps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock, loginPlayCheck };

  app.post(
    '/player/registerPlayer',
    {
      schema: postSchema(
        'Register a player; the account starts unactivated and an activation email goes to the outbox',
        {
          type: 'object',
          required: ['email', 'password', 'confirmPassword', 'country', 'nickName', 'firstName', 'lastName', 'birthDate'],
          properties: {
            email: str(254),
            password: str(),
            confirmPassword: str(),
            country: str(3),
            registrationCurrency: str(3),
            language: str(2),
            nickName: str(50),
            firstName: str(100),
            lastName: str(100),
            birthDate: str(10),
            address: str(),
            zipCode: str(20),
            city: str(100),
            promoCode: str(50),
            ageChecked: bool,
            policyChecked: bool,
            phoneNumber: str(30),
            houseNumber: str(20),
            privacyPolicyChecked: bool,
            affiliateReference: {
              ...str(64),
              description: 'The affiliate the visitor came from: its granted free spins go to the new player (bonuses)',
            },
          },
        },
        userIdSchema,
      ),
    },
    async (request) => {
      const answer = await register(deps, request.body, clientIp(request));
      const { affiliateReference } = request.body;
      if (affiliateReference) await grantAffiliateWelcome(deps.db, answer.userId, affiliateReference, deps.clock.now());
      return { success: true, ...answer };
    },
  );

  app.post(
    '/player/activate',
    {
      schema: postSchema(
        'Activate an account with the code of the activation email; answers a one-time autoLogin token',
        { type: 'object', required: ['activationCode'], properties: { activationCode: str(100) } },
        autoLoginTokenSchema,
      ),
    },
    async (request) => ({ success: true, ...(await activate(deps, request.body.activationCode, clientIp(request))) }),
  );

  app.post(
    '/player/verifyEmailShortCode',
    {
      schema: postSchema(
        'Verify the email with a 6-digit code; without a session it activates the account and answers an autoLogin token',
        { type: 'object', required: ['code'], properties: { code: str(20) } },
        autoLoginTokenSchema,
      ),
    },
    async (request) => {
      const session = await optionalPlayer(ctx, request);
      return { success: true, ...(await verifyEmailShortCode(deps, request.body.code, session?.playerId, clientIp(request))) };
    },
  );

  const loginBody = {
    type: 'object',
    properties: {
      email: { ...str(254), default: '' },
      password: { ...str(), default: '' },
      policyChecked: bool,
      privacyPolicyChecked: bool,
    },
  } as const;

  app.post(
    '/login',
    {
      schema: postSchema(
        'Log in with email and password; sets the session cookie; 258/238 when the self-exclusion register cannot be asked or lists the player',
        loginBody,
        userIdSchema,
      ),
    },
    async (request, reply) => {
      const { token, player } = await login(deps, request.body.email, request.body.password, clientIp(request));
      await setSessionCookie(ctx, request, reply, token);
      return { success: true, userId: Number(player.id) };
    },
  );

  // Whether the caller has a live session, answered 200 either way: the site asks this before
  // GET /player so that an anonymous page load logs no 401 in the browser console.
  app.get(
    '/session/status',
    {
      schema: getSchema('Whether the caller has a live session (never 401)', {
        type: 'object',
        additionalProperties: false,
        required: ['success', 'loggedIn'],
        properties: { success: { type: 'boolean' }, loggedIn: { type: 'boolean' } },
      } as const),
    },
    async (request) => ({ success: true, loggedIn: (await optionalPlayer(ctx, request)) !== undefined }),
  );

  app.post(
    '/logout',
    { schema: { summary: 'End the session (always succeeds) and clear the cookie', tags: ['player'], response: { 200: okSchema } } },
    async (request, reply) => {
      await logoutRequest(ctx, request, reply);
      return { success: true };
    },
  );

  app.post(
    '/autoLogin',
    {
      schema: postSchema(
        'Log in with a one-time token (from activation or the sandbox admin); sets the session cookie; 258/238 when the self-exclusion register cannot be asked or lists the player',
        { type: 'object', required: ['t'], properties: { t: str(200), policyChecked: bool, privacyPolicyChecked: bool } },
      ),
    },
    async (request, reply) => {
      const { token } = await autoLogin(deps, request.body.t, clientIp(request));
      await setSessionCookie(ctx, request, reply, token);
      return { success: true };
    },
  );

  app.post(
    '/player/triggerForgotPassword',
    {
      schema: postSchema('Send a password reset code to the email (outbox) after checking the birth date', {
        type: 'object',
        required: ['email', 'birthDate'],
        properties: { email: str(254), birthDate: str(10) },
      }),
    },
    async (request) => {
      await triggerForgotPassword(deps, request.body.email, request.body.birthDate, clientIp(request));
      return { success: true };
    },
  );

  app.post(
    '/player/modifyForgotPassword',
    {
      schema: postSchema('Set a new password with the reset code; ends every session of the player', {
        type: 'object',
        required: ['activationCode', 'password', 'confirmPassword'],
        properties: { activationCode: str(100), password: str(), confirmPassword: str() },
      }),
    },
    async (request) => {
      const b = request.body;
      await modifyForgotPassword(deps, b.activationCode, b.password, b.confirmPassword, clientIp(request));
      return { success: true };
    },
  );
};

/** Password changes of the session's player (a player scope). */
export const passwordRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock };

  app.post(
    '/player/updatePassword',
    {
      schema: postSchema('Change the password (oldPassword needed when the player has one); ends the other sessions', {
        type: 'object',
        required: ['password', 'confirmPassword'],
        properties: { oldPassword: str(), password: str(), confirmPassword: str() },
      }),
    },
    async (request) => {
      const { playerId, tokenHash } = request.player;
      await updatePassword(deps, playerId, tokenHash, request.body);
      return { success: true };
    },
  );

  app.post(
    '/player/addPassword',
    {
      schema: postSchema('Add a password to an account that has none (bank login)', {
        type: 'object',
        required: ['password', 'confirmPassword'],
        properties: { password: str(), confirmPassword: str() },
      }),
    },
    async (request) => {
      await addPassword(deps, request.player.playerId, request.body.password, request.body.confirmPassword);
      return { success: true };
    },
  );
};
