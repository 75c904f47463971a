import { EnvelopeCode } from '@veritex/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The toasts and dialogs need antd and a page; here only what the client decides matters.
const dialogs = vi.hoisted(() => ({ opened: 0 }));
vi.mock('./feedback', () => ({
  getFeedback: () => ({
    message: { warning: () => undefined },
    modal: {
      confirm: () => {
        dialogs.opened += 1;
      },
    },
  }),
}));

/** Timers the client sets (request timeouts, the reload after an ended session), run by hand. */
const timers: Array<() => void> = [];
const reload = vi.fn();
let client: typeof import('./client');

beforeAll(async () => {
  vi.resetModules();
  client = await import('./client');
});

beforeEach(() => {
  vi.stubGlobal('window', {
    setTimeout: (run: () => void) => timers.push(run),
    clearTimeout: () => undefined,
    location: { reload },
  });
});

afterEach(() => {
  timers.length = 0;
  dialogs.opened = 0;
  reload.mockClear();
  vi.unstubAllGlobals();
});

/** A fetch whose answer the test releases: the page can change while the request is in flight. */
function pendingFetch(answer: object): { release: () => void; sentTokens: string[] } {
  let release: () => void = () => undefined;
  const sentTokens: string[] = [];
  const answered = new Promise<void>((done) => {
    release = done;
  });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sentTokens.push((init.headers as Record<string, string>).token ?? '');
    await answered;
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  return { release, sentTokens };
}

function makeClient(token: { value: string }, clearSession: () => void) {
  return client.createApiClient({
    prefix: 'web',
    getToken: () => token.value,
    getLang: () => 'en',
    clearSession,
    texts: () => ({ signInAgain: 'Sign in', back: 'Back', requestError: 'Error' }),
  });
}

const ended = { code: EnvelopeCode.sessionEnded, msg: 'Please sign in', data: { delay: 2 } };

describe('an answer that the session has ended', () => {
  it('ends the session it was asked with and reloads the page', async () => {
    const token = { value: 'tok-a' };
    const clearSession = vi.fn();
    const fetch = pendingFetch(ended);
    const answer = makeClient(token, clearSession).call('getUserInfo' as never);
    fetch.release();
    await expect(answer).rejects.toBeInstanceOf(client.SessionEndedError);
    expect(fetch.sentTokens).toEqual(['tok-a']);
    expect(dialogs.opened).toBe(0);
    expect(clearSession).toHaveBeenCalledOnce();
    for (const run of timers) run();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the page alone when it is about a session the page has already left', async () => {
    const token = { value: 'tok-a' };
    const clearSession = vi.fn();
    const fetch = pendingFetch(ended);
    const answer = makeClient(token, clearSession).call('getUserInfo' as never);
    // Signed out while the request was in flight; the user has moved on (e.g. to /forgetpwd).
    token.value = '';
    fetch.release();
    await expect(answer).rejects.toBeInstanceOf(client.SessionEndedError);
    expect(clearSession).not.toHaveBeenCalled();
    for (const run of timers) run();
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves the page alone when the user signed in again meanwhile', async () => {
    const token = { value: 'tok-a' };
    const clearSession = vi.fn();
    const fetch = pendingFetch({ code: EnvelopeCode.confirm, msg: 'Ended on another device', data: null });
    const answer = makeClient(token, clearSession).call('getUserInfo' as never);
    token.value = 'tok-b';
    fetch.release();
    await expect(answer).rejects.toBeInstanceOf(client.SessionEndedError);
    expect(dialogs.opened).toBe(0);
    expect(clearSession).not.toHaveBeenCalled();
    for (const run of timers) run();
    expect(reload).not.toHaveBeenCalled();
  });
});
