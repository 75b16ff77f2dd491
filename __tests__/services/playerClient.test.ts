import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { createPlayerClient, normaliseFailure, playerGet, playerPost, ProductError, toFormData, unwrap } from '@/services/playerClient';
import { playerApiBaseUrl } from '@/lib/config/platform';
import { logout } from '@/services/account/auth';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

describe('player client answers', () => {
  it('gives the body of a successful answer', async () => {
    server.use(http.get(api('/player/loyalty'), () => HttpResponse.json({ success: true, points: 12 })));
    await expect(playerGet('/player/loyalty')).resolves.toEqual({ success: true, data: { success: true, points: 12 } });
  });

  it('a reply with error set is a product error (default code 100)', async () => {
    server.use(http.get(api('/player'), () => HttpResponse.json({ error: 'Nope' })));
    await expect(playerGet('/player')).resolves.toEqual({ success: false, error: 'Nope', errorCode: 100, params: {}, status: 200 });
  });

  it('success: false with code and params keeps them', async () => {
    server.use(
      http.get(api('/player'), () =>
        HttpResponse.json({ success: false, error: 'Not active', errorCode: 210, params: { expireTimestamp: 1 } }),
      ),
    );
    await expect(playerGet('/player')).resolves.toMatchObject({
      success: false,
      error: 'Not active',
      errorCode: 210,
      params: { expireTimestamp: 1 },
    });
  });

  it('success: false without a message is an unexpected error', async () => {
    server.use(http.get(api('/player'), () => HttpResponse.json({ success: false })));
    await expect(playerGet('/player')).resolves.toMatchObject({ success: false, error: 'Unexpected error', errorCode: 100 });
  });

  it('an empty body is a product error', async () => {
    server.use(http.get(api('/player'), () => new HttpResponse(null, { status: 200 })));
    await expect(playerGet('/player')).resolves.toMatchObject({ success: false, error: 'Unexpected error', errorCode: 100 });
  });

  it('HTTP 4xx with the platform error body gives its values', async () => {
    server.use(http.post(api('/login'), () => platformError(401, 'Bad credentials', 104, { attempts: 2 })));
    await expect(playerPost('/login', { email: 'a@b.fi', password: 'x' })).resolves.toEqual({
      success: false,
      error: 'Bad credentials',
      errorCode: 104,
      params: { attempts: 2, status: 401 },
      status: 401,
    });
  });

  it('HTTP 5xx without a body is unexpected with the status in params', async () => {
    server.use(http.get(api('/player'), () => new HttpResponse('oops', { status: 502 })));
    await expect(playerGet('/player')).resolves.toMatchObject({
      success: false,
      error: 'Unexpected error',
      errorCode: 100,
      params: { status: 502 },
    });
  });

  it('HTTP 429 is code 429 whatever the body says', async () => {
    server.use(http.post(api('/player/email'), () => platformError(429, 'Too many requests', 100)));
    await expect(playerPost('/player/email', { email: 'a@b.fi' })).resolves.toMatchObject({ success: false, errorCode: 429 });
    server.use(http.get(api('/player/activity'), () => new HttpResponse(null, { status: 429 })));
    await expect(playerGet('/player/activity')).resolves.toMatchObject({ success: false, errorCode: 429, params: { status: 429 } });
  });

  it('a network error becomes success false, Unexpected error', async () => {
    server.use(http.get(api('/player'), () => HttpResponse.error()));
    await expect(playerGet('/player')).resolves.toEqual({ success: false, error: 'Unexpected error', errorCode: 100, params: {} });
  });

  it('sends POST bodies as multipart form data, with credentials', async () => {
    let seen: { type: string | null; credentials: RequestCredentials; fields: Record<string, unknown> } | undefined;
    server.use(
      http.post(api('/player/documentUpload'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        seen = {
          type: request.headers.get('content-type'),
          credentials: request.credentials,
          fields: {
            name: form.get('name'),
            documentSide: form.get('documentSide'),
            documentType: form.get('documentType'),
            file: file.name,
            size: file.size,
          },
        };
        return HttpResponse.json({ success: true });
      }),
    );
    // jest-fixed-jsdom has Node's FormData and Blob but jsdom's File, so build a Node File (browsers have one kind).
    const file = new NodeFile(['hello'], 'id.png', { type: 'image/png' }) as unknown as File;
    const result = await playerPost('/player/documentUpload', { name: 'id', documentSide: 'any', documentType: 'passport', file });
    expect(result.success).toBe(true);
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.credentials).toBe('include');
    expect(seen?.fields).toEqual({ name: 'id', documentSide: 'any', documentType: 'passport', file: 'id.png', size: 5 });
  });

  it('sends numbers and booleans as text and leaves undefined fields out', async () => {
    let fields: Record<string, FormDataEntryValue> | undefined;
    server.use(
      http.post(api('/player/limit/loss'), async ({ request }) => {
        fields = Object.fromEntries((await request.formData()).entries());
        return HttpResponse.json({ success: true });
      }),
    );
    await playerPost('/player/limit/loss', { dailyAmount: 3, dailyAutoRenew: true, weeklyAmount: undefined });
    expect(fields).toEqual({ dailyAmount: '3', dailyAutoRenew: 'true' });
  });

  it('fills the values of a templated path', async () => {
    server.use(
      http.get(api('/game/real/:id'), ({ request, params }) =>
        HttpResponse.json({ id: params.id, lang: new URL(request.url).searchParams.get('lang') }),
      ),
    );
    await expect(playerGet('/game/real/{id}', { lang: 'fi' }, { path: { id: 7 } })).resolves.toEqual({
      success: true,
      data: { id: '7', lang: 'fi' },
    });
  });

  it('sends GET query parameters', async () => {
    server.use(
      http.get(api('/player/bonuses/freeSpins'), ({ request }) =>
        HttpResponse.json({ page: new URL(request.url).searchParams.get('page') }),
      ),
    );
    await expect(playerGet('/player/bonuses/freeSpins', { page: 2 })).resolves.toEqual({ success: true, data: { page: '2' } });
  });
});

describe('player client set-up', () => {
  it('uses credentials and the env base URL', async () => {
    const client = await createPlayerClient({ baseURL: 'http://x' });
    expect(client.defaults.withCredentials).toBe(true);
    expect(playerApiBaseUrl({} as NodeJS.ProcessEnv, false)).toBe('/api');
    expect(playerApiBaseUrl({} as NodeJS.ProcessEnv, true)).toBe('http://127.0.0.1:4000');
    expect(playerApiBaseUrl({ PLAYER_API_URL: 'http://p:1' } as unknown as NodeJS.ProcessEnv, true)).toBe('http://p:1');
    expect(playerApiBaseUrl({ NEXT_PUBLIC_PLAYER_API_URL: '/p' } as unknown as NodeJS.ProcessEnv, false)).toBe('/p');
  });

  it('toFormData repeats arrays and drops null', () => {
    const form = toFormData({ types: ['dailyLoss', 'weeklyLoss'], none: null });
    expect(form.getAll('types')).toEqual(['dailyLoss', 'weeklyLoss']);
    expect(form.has('none')).toBe(false);
  });

  it('unwrap returns data or throws a ProductError', () => {
    expect(unwrap({ success: true, data: 1 })).toBe(1);
    expect(() => unwrap({ success: false, error: 'x', errorCode: 122, params: {} })).toThrow(ProductError);
    const error = normaliseFailure(400, { success: false, error: 'Limit', errorCode: 122 });
    expect(error).toBeInstanceOf(ProductError);
    expect(error.errorCode).toBe(122);
  });
});

describe('logout and the requests in flight', () => {
  it('sends the logout only after a poll in flight has its answer, and no request meanwhile', async () => {
    const seen: string[] = [];
    let answerPoll: () => void = () => undefined;
    server.use(
      http.get(api('/player/limits'), async () => {
        seen.push('limits asked');
        await new Promise<void>((resolve) => (answerPoll = resolve));
        seen.push('limits answered');
        return HttpResponse.json({ success: true, limits: [] });
      }),
      http.get(api('/player/balance'), () => {
        seen.push('balance asked');
        return HttpResponse.json({ success: true, balance: 1 });
      }),
      http.post(api('/logout'), () => {
        seen.push('logout');
        return HttpResponse.json({ success: true });
      }),
    );
    const poll = playerGet('/player/limits');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const loggingOut = logout();
    // A poll due while the session ends is not sent (it would be answered 401 after the logout).
    await expect(playerGet('/player/balance')).resolves.toMatchObject({ success: false });
    expect(seen).toEqual(['limits asked']);
    answerPoll();
    await expect(poll).resolves.toMatchObject({ success: true });
    await expect(loggingOut).resolves.toEqual({ success: true, data: { success: true } });
    expect(seen).toEqual(['limits asked', 'limits answered', 'logout']);
    // Afterwards requests go out again.
    await expect(playerGet('/player/balance')).resolves.toMatchObject({ success: true });
  });
});
