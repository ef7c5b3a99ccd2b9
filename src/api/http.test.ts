import { api, demoUser, http as mock, HttpResponse, server } from '../../tests/fixtures/server';
import { storage } from '../lib/storage';
import { accountApi } from './account';
import { serverReached } from './connection';
import { authApi } from './auth';
import {
  failureText, FALLBACK_MESSAGE, get, HttpStatusError, NO_ANSWER_MESSAGE, OFFLINE_MESSAGE, onSessionReplaced, onUnauthorized, post, put, toApiError,
  whenSettled,
} from './http';

const TOKEN = 'stored-token-0123456789abcdef';

afterEach(() => {
  onUnauthorized(null);
  // a call with no answer marks the server out of reach, which later failures' messages read
  serverReached(true);
  jest.restoreAllMocks();
});

/** What a failed call rejects with. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('the call did not fail');
}

describe('every failure becomes an ApiError', () => {
  test('{ message, errors } keeps the message and the field errors', async () => {
    const errors = { email: ['The email has already been taken.'], name: ['Too short.'] };
    server.use(mock.get(api('/account'), () => HttpResponse.json({ message: 'The given data was invalid.', errors }, { status: 422 })));
    expect(await failureOf(get('/account'))).toEqual({ status: 422, message: 'The given data was invalid.', errors });
  });

  test('{ error } (verify-email) is read as the message, before any message', async () => {
    server.use(mock.post(api('/verify-email'), () =>
      HttpResponse.json({ message: 'Bad request', error: 'This verification link has expired.' }, { status: 400 })));
    expect(await failureOf(authApi.verifyEmail({ token: 'x' }))).toEqual({ status: 400, message: 'This verification link has expired.' });
  });

  test('a network error has status 0 and the fallback message', async () => {
    server.use(mock.get(api('/account'), () => HttpResponse.error()));
    expect(await failureOf(get('/account'))).toEqual({ status: 0, message: FALLBACK_MESSAGE });
  });

  test('a second network error, while the browser says online, says offline: the server was out of reach already (a page loaded offline)', async () => {
    server.use(mock.get(api('/account'), () => HttpResponse.error()));
    expect(await failureOf(get('/account'))).toEqual({ status: 0, message: FALLBACK_MESSAGE });
    expect(await failureOf(get('/account'))).toEqual({ status: 0, message: OFFLINE_MESSAGE });
    // an answer, of any status, and a failure is the fallback's again
    server.use(mock.get(api('/account'), () => new HttpResponse(null, { status: 500 })));
    await failureOf(get('/account'));
    server.use(mock.get(api('/account'), () => HttpResponse.error()));
    expect(await failureOf(get('/account'))).toEqual({ status: 0, message: FALLBACK_MESSAGE });
  });

  test('a network error while the browser is offline says so', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(mock.get(api('/account'), () => HttpResponse.error()));
    expect(await failureOf(get('/account'))).toEqual({ status: 0, message: OFFLINE_MESSAGE });
  });

  test.each([
    ['an empty body', 500, () => new HttpResponse(null, { status: 500 })],
    ['a text body', 502, () => HttpResponse.text('<html>Bad Gateway</html>', { status: 502 })],
    ['an empty message', 503, () => HttpResponse.json({ message: '' }, { status: 503 })],
    ['a message that is not text', 500, () => HttpResponse.json({ message: { nested: true } }, { status: 500 })],
  ])('%s gives the fallback message with the status', async (_case, status, reply) => {
    server.use(mock.get(api('/account'), reply));
    expect(await failureOf(get('/account'))).toEqual({ status, message: FALLBACK_MESSAGE });
  });

  test('something that is not an answered call becomes the fallback', () => {
    expect(toApiError(new TypeError('boom'))).toEqual({ status: 0, message: FALLBACK_MESSAGE });
    expect(toApiError(undefined)).toEqual({ status: 0, message: FALLBACK_MESSAGE });
    expect(toApiError(new HttpStatusError(409, 'Conflict'))).toEqual({ status: 409, message: FALLBACK_MESSAGE });
  });

  test('a 412 carries the entity as it is now', async () => {
    const current = { id: 7, name: 'Pantry', version: 3 };
    server.use(mock.put(api('/stores/7'), () => HttpResponse.json({ message: 'Changed elsewhere.', current }, { status: 412 })));
    expect(await failureOf(put('/stores/7', { name: 'Pantry' }))).toEqual({ status: 412, message: 'Changed elsewhere.', current });
  });

  test('a call with no answer in its timeout is a network error that says so, the first one too (QA slow 4)', async () => {
    server.use(mock.get(api('/account'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return HttpResponse.json({});
    }));
    // the first, before the server is marked out of reach, said 'Something went wrong'
    expect(await failureOf(get('/account', { timeout: 50 }))).toEqual({ status: 0, message: NO_ANSWER_MESSAGE });
    expect(await failureOf(get('/account', { timeout: 50 }))).toEqual({ status: 0, message: NO_ANSWER_MESSAGE });
  });

  test('a call\'s own headers go with it (a write\'s Idempotency-Key), beside the token and the JSON ones', async () => {
    storage.set('token', TOKEN);
    let sent: Headers | undefined;
    server.use(mock.post(api('/user-shoppinglists'), ({ request }) => {
      sent = request.headers;
      return HttpResponse.json({ user_shoppinglist_id: 1, name: 'Saturday shop', user_shoppinglist_ingredients: [] }, { status: 201 });
    }));
    await post('/user-shoppinglists', { name: 'Saturday shop', ingredients: [] }, { headers: { 'Idempotency-Key': 'k3y-0f-a-submission_01' } });
    expect(sent?.get('Idempotency-Key')).toBe('k3y-0f-a-submission_01');
    expect(sent?.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent?.get('Content-Type')).toBe('application/json');
    await post('/user-shoppinglists', { name: 'Saturday shop', ingredients: [] });
    expect(sent?.has('Idempotency-Key')).toBe(false);
  });

  test('a call the caller cancels rejects with status 0', async () => {
    const controller = new AbortController();
    server.use(mock.get(api('/account'), async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return HttpResponse.json({});
    }));
    const call = get('/account', { signal: controller.signal });
    controller.abort();
    expect(await failureOf(call)).toEqual({ status: 0, message: FALLBACK_MESSAGE });
  });
});

describe('the bearer token', () => {
  const seen = new Map<string, string | null>();
  const remember = (path: string) => ({ request }: { request: Request }) => {
    seen.set(path, request.headers.get('authorization'));
    return HttpResponse.json({ message: 'ok', token: 't', user: demoUser, success: true, name: 'Demo Cook', email: demoUser.email });
  };

  beforeEach(() => {
    seen.clear();
    server.use(
      mock.post(api('/login'), remember('/login')),
      mock.post(api('/logout'), remember('/logout')),
      mock.post(api('/register-beta'), remember('/register-beta')),
      mock.post(api('/forgot-email'), remember('/forgot-email')),
      mock.post(api('/reset-password'), remember('/reset-password')),
      mock.post(api('/verify-email'), remember('/verify-email')),
      mock.get(api('/account'), remember('/account')),
      mock.put(api('/account/update'), remember('/account/update')),
    );
  });

  test('is attached to authenticated calls', async () => {
    storage.set('token', TOKEN);
    await accountApi.get();
    await accountApi.update({ name: 'Demo Cook', email: demoUser.email });
    await authApi.logout();
    expect(seen.get('/account')).toBe(`Bearer ${TOKEN}`);
    expect(seen.get('/account/update')).toBe(`Bearer ${TOKEN}`);
    expect(seen.get('/logout')).toBe(`Bearer ${TOKEN}`);
  });

  test('is not attached to the calls made while signed out', async () => {
    storage.set('token', TOKEN);
    await authApi.login({ email: demoUser.email, password: 'larder-demo' });
    await authApi.register({ name: 'demo_cook', email: demoUser.email, password: 'larder-demo', password_confirmation: 'larder-demo', beta_code: 'ABCD1234' });
    await authApi.forgotEmail({ email: demoUser.email });
    await authApi.resetPassword({ email: demoUser.email, password: 'larder-new', password_confirmation: 'larder-new', token: 'a.b' });
    await authApi.verifyEmail({ token: 'a.b' });
    expect(Object.fromEntries(seen)).toEqual({
      '/login': null, '/register-beta': null, '/forgot-email': null, '/reset-password': null, '/verify-email': null,
    });
  });

  test('is not sent when none is stored', async () => {
    await accountApi.get();
    expect(seen.get('/account')).toBeNull();
  });
});

describe('the unauthorised handler', () => {
  test('runs for a 401 on a call that carried the token', async () => {
    const handler = jest.fn();
    onUnauthorized(handler);
    storage.set('token', TOKEN);
    server.use(mock.get(api('/account'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    expect(await failureOf(accountApi.get())).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  test('runs for a 401 on an authenticated call whose token is gone (another tab signed out, or it was removed)', async () => {
    const handler = jest.fn();
    onUnauthorized(handler);
    server.use(mock.get(api('/account'), () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    expect(await failureOf(accountApi.get())).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  test('runs when another tab removes the token (its logout), not for other changes; a token replaced is another tab\'s sign-in', async () => {
    const handler = jest.fn();
    const replaced = jest.fn();
    onUnauthorized(handler);
    onSessionReplaced(replaced);
    const changed = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, oldValue: '"a"', newValue }));
    changed('filters', null);
    changed('token', '"a"');
    expect(replaced).not.toHaveBeenCalled();
    changed('token', '"another-token-0123456789"');
    expect(handler).not.toHaveBeenCalled();
    expect(replaced).toHaveBeenCalledTimes(1);
    // from then on nothing is sent with a session that is not this tab's
    const sent = jest.fn();
    server.use(mock.get(api('/account'), () => { sent(); return HttpResponse.json({}); }));
    expect(await failureOf(accountApi.get())).toEqual({ status: 0, message: FALLBACK_MESSAGE });
    expect(sent).not.toHaveBeenCalled();
    changed('token', null);
    expect(handler).toHaveBeenCalledTimes(1);
    onSessionReplaced(null);
  });

  test('does not run for a 401 from /login (a wrong password), even with a token stored', async () => {
    const handler = jest.fn();
    onUnauthorized(handler);
    storage.set('token', TOKEN);
    server.use(mock.post(api('/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
    expect(await failureOf(authApi.login({ email: demoUser.email, password: 'nope' })))
      .toEqual({ status: 401, message: 'These credentials do not match our records.' });
    expect(handler).not.toHaveBeenCalled();
  });

  test('does not run for other failures of authenticated calls', async () => {
    const handler = jest.fn();
    onUnauthorized(handler);
    storage.set('token', TOKEN);
    server.use(mock.get(api('/account'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await failureOf(accountApi.get());
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('the request', () => {
  test('sends params as the query and a body as JSON, and reads a JSON answer', async () => {
    let seen: { url: string; contentType: string | null; body: unknown } | null = null;
    server.use(mock.post(api('/recipe-search'), async ({ request }) => {
      seen = { url: request.url, contentType: request.headers.get('content-type'), body: await request.json() };
      return HttpResponse.json({ ok: true });
    }));
    expect(await post('/recipe-search', { name: 'Soup' }, { params: { page: 2, search: 'pea soup' } })).toEqual({ ok: true });
    expect(seen).toEqual({ url: api('/recipe-search?page=2&search=pea+soup'), contentType: 'application/json', body: { name: 'Soup' } });
  });

  test('sends no content type without a body', async () => {
    let contentType: string | null = 'unset';
    server.use(mock.post(api('/logout'), ({ request }) => {
      contentType = request.headers.get('content-type');
      return HttpResponse.json({ message: 'ok' });
    }));
    await post('/logout');
    expect(contentType).toBeNull();
  });

  test('a write sent while the page is hidden or being left may outlive the page, unless its body is too big to', async () => {
    const keptAlive: boolean[] = [];
    server.use(mock.put(api('/stores/3'), ({ request }) => {
      keptAlive.push(request.keepalive);
      return HttpResponse.json({ id: 3 });
    }), mock.get(api('/stores/3'), ({ request }) => {
      keptAlive.push(request.keepalive);
      return HttpResponse.json({ id: 3 });
    }));
    await put('/stores/3', { items: [] });
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await put('/stores/3', { items: [] });
    await put('/stores/3', { items: 'x'.repeat(70 * 1024) });
    await get('/stores/3');
    visibility.mockRestore();
    // Chromium fires pagehide while the page still counts as visible
    window.dispatchEvent(new Event('pagehide'));
    await put('/stores/3', { items: [] });
    window.dispatchEvent(new Event('pageshow'));
    await put('/stores/3', { items: [] });
    expect(keptAlive).toEqual([false, true, false, false, true, false]);
  });
});

describe('a signed-in start\'s first calls, asked by public/preload.js before the app ran', () => {
  type Early = Record<string, { token: string; response: Promise<Response> } | undefined>;
  const early = () => (window as unknown as { larderEarly?: Early });
  afterEach(() => { delete early().larderEarly; });

  function askedEarly(path: string, token: string, body: Record<string, unknown>) {
    early().larderEarly = { ...early().larderEarly, [api(path)]: { token, response: Promise.resolve(HttpResponse.json(body)) } };
  }

  test('the first GET of that address with that token takes the answer; the next one asks the server', async () => {
    storage.set('token', TOKEN);
    askedEarly('/stores', TOKEN, { data: ['early'] });
    let asked = 0;
    server.use(mock.get(api('/stores'), () => {
      asked += 1;
      return HttpResponse.json({ data: ['server'] });
    }));
    expect(await get('/stores')).toEqual({ data: ['early'] });
    expect(asked).toBe(0);
    expect(await get('/stores')).toEqual({ data: ['server'] });
    expect(asked).toBe(1);
  });

  test('an answer asked with another session\'s token is not used', async () => {
    storage.set('token', TOKEN);
    askedEarly('/stores', 'someone-elses-token', { data: ['theirs'] });
    server.use(mock.get(api('/stores'), () => HttpResponse.json({ data: ['mine'] })));
    expect(await get('/stores')).toEqual({ data: ['mine'] });
  });

  test('an early answer that failed fails the call like a network error, and a 401 ends the session', async () => {
    storage.set('token', TOKEN);
    early().larderEarly = { [api('/share')]: { token: TOKEN, response: Promise.reject(new TypeError('Failed to fetch')) } };
    expect(await failureOf(get('/share'))).toEqual({ status: 0, message: FALLBACK_MESSAGE });
    const handler = jest.fn();
    onUnauthorized(handler);
    early().larderEarly = { [api('/share')]: { token: TOKEN, response: Promise.resolve(HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })) } };
    expect(await failureOf(get('/share'))).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  test('a call waiting for an early answer still gives up at its timeout', async () => {
    storage.set('token', TOKEN);
    early().larderEarly = { [api('/stores')]: { token: TOKEN, response: new Promise<Response>(() => undefined) } };
    expect(await failureOf(get('/stores', { timeout: 20 }))).toEqual({ status: 0, message: NO_ANSWER_MESSAGE });
  });
});

test('whenSettled resolves once no call is waiting for its answer', async () => {
  let answer!: () => void;
  server.use(mock.get(api('/account'), () => new Promise<Response>((resolve) => { answer = () => resolve(HttpResponse.json({ ok: true })); })));
  const call = get('/account');
  let settled = false;
  const waiting = whenSettled().then(() => { settled = true; });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);
  answer();
  await call;
  await waiting;
  expect(settled).toBe(true);
  await expect(whenSettled()).resolves.toBeUndefined();
});

test('a failure in the spec\'s words says the connection is the cause only when the server gave no answer (QA C D11)', () => {
  expect(failureText('An error Occureed', { status: 0, message: FALLBACK_MESSAGE })).toBe(`An error Occureed ${OFFLINE_MESSAGE}`);
  // no answer in our time says so rather than offline
  expect(failureText('An error Occureed', { status: 0, message: NO_ANSWER_MESSAGE })).toBe(`An error Occureed ${NO_ANSWER_MESSAGE}`);
  expect(failureText('An error Occureed', { status: 500, message: 'Server Error' })).toBe('An error Occureed');
  expect(failureText('An error Occureed', new Error('no days'))).toBe('An error Occureed');
});
