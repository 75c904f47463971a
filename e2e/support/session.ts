import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, type PageOptions } from './browser.js';
import { webCall } from './webApi.js';

/** What the web app keeps in localStorage once signed in: the session token and the user's profile (JSON). */
export interface WebSession {
  token: string;
  user: string;
}

/**
 * Signs `account` in through the API, the call the login form makes. For tests whose subject is not
 * signing in: the form itself is covered by auth.e2e.ts, and going through it costs every test a
 * cold load of /login before its own page.
 */
export async function signInByApi(account: string, password: string): Promise<WebSession> {
  const answer = await webCall<{ token?: string; user?: unknown }>('userLogin', { account, password });
  expect(answer.code, answer.msg).toBe(0);
  expect(answer.data.token, 'an account with two-factor on needs the form').toBeTruthy();
  return { token: answer.data.token ?? '', user: JSON.stringify(answer.data.user) };
}

/** A web session from an API sign-up answer (`signUpByApi`). */
export function sessionOf(signedUp: { token: string; user: unknown }): WebSession {
  return { token: signedUp.token, user: JSON.stringify(signedUp.user) };
}

/**
 * A fresh context (own storage, own window shape) whose pages open signed in as `session`: the
 * token and profile are stored before the app's scripts run, as after a sign-in. The app treats the
 * session exactly as one made by its form (the server checks the token on every call).
 */
export async function newSignedInPage(session: WebSession, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(options);
  await startSignedIn(opened.context, session);
  return opened;
}

/** The context's pages open signed in as `session` from their next load on (see newSignedInPage). */
export async function startSignedIn(context: BrowserContext, session: WebSession): Promise<void> {
  await context.addInitScript(({ token, user }) => {
    // Only before the first load: a test that signs out must stay signed out after a reload.
    if (window.sessionStorage.getItem('e2e-session-seeded')) return;
    window.sessionStorage.setItem('e2e-session-seeded', '1');
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  }, session);
}
