import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type EndedSessions,
  isTwoFactorChallenge,
  type SecurityChangeAnswer,
  type SecurityOverview,
  type SignInOrChallenge,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@veritex/shared';
import { session } from '../session/store';
import type { CodeSent, SessionUser, SignInAnswer } from './types';
import { webApi } from './web';

/** Security centre calls (docs/api.md "Security centre"): the overview, and the changes that answer SecurityChangeAnswer. */
export const SECURITY_KEYS = {
  overview: ['securityInfo'] as const,
  sessions: ['getSessions'] as const,
};

/** Forms show every refusal themselves (next to a field, or above the submit button). */
const post = { method: 'POST', silent: true } as const;

/** `enabled: false` for visitors: the page explains the security centre without asking the server. */
export function useSecurityOverview(enabled = true) {
  return useQuery({
    queryKey: SECURITY_KEYS.overview,
    queryFn: ({ signal }) => webApi.call<SecurityOverview>('securityInfo', {}, { silent: true, signal }),
    staleTime: 0,
    enabled,
  });
}

/** An optional second factor: sent only when the form has one (two-factor on). */
type WithTotp = { totp?: string };

export const securityCalls = {
  sendEmailCode: (email: string) => webApi.call<CodeSent>('sendBindCode', { email }, post),
  sendPhoneCode: (phone: string, areaCode: string | undefined) => webApi.call<CodeSent>('sendBindCode', { phone, area_code: areaCode }, post),
  bindEmail: (input: { email: string; code: string; password?: string } & WithTotp) => webApi.call<SecurityChangeAnswer>('bindemail', input, post),
  bindPhone: (input: { phone: string; area_code?: string; code: string; password?: string } & WithTotp) =>
    webApi.call<SecurityChangeAnswer>('bindPhone', input, post),
  changePassword: (input: { old_password: string; password: string; password2: string } & WithTotp) =>
    webApi.call<SecurityChangeAnswer>('changePassword', input, post),
  setQuestion: (input: { question_id: number; answer: string; password?: string } & WithTotp) =>
    webApi.call<SecurityChangeAnswer>('setSecQuestion', input, post),
  setAntiPhishing: (input: { code: string } & WithTotp) => webApi.call<SecurityChangeAnswer>('setAntiPhishing', input, post),
  twoFactorSetup: () => webApi.call<TwoFactorSetup>('twoFactorSetup', {}, post),
  twoFactorEnable: (code: string) => webApi.call<TwoFactorEnabled>('twoFactorEnable', { code }, post),
  twoFactorDisable: (code: string) => webApi.call<SecurityChangeAnswer>('twoFactorDisable', { code }, post),
  revokeOtherSessions: () => webApi.call<EndedSessions>('revokeOtherSessions', {}, post),
};

/**
 * After a change: the overview, the session list and the user (its e-mail and phone) are read
 * again; the stored session follows the fresh user so the header and /setting show it at once.
 */
export async function refreshAfterSecurityChange(queryClient: QueryClient): Promise<void> {
  for (const key of [SECURITY_KEYS.overview, SECURITY_KEYS.sessions, ['hasTpassword'], ['getWithdrawRules']]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
  const token = session.get().token;
  try {
    const user = await webApi.call<SessionUser>('getInfo', {}, { silent: true });
    if (session.get().token === token) session.setUser(user);
    queryClient.setQueryData(['getInfo'], user);
  } catch {
    // The change itself succeeded; the header catches up on the next read.
  }
}

/** userLogin / tempLogin: a session, or (two-factor on) the challenge that web/userLogin2fa answers with a session. */
export type SignInStep = SignInOrChallenge;
export { isTwoFactorChallenge };

/** The second step of a sign-in: the challenge and an authenticator or recovery code give the session. */
export function signInSecondStep(challenge: string, code: string): Promise<SignInAnswer> {
  return webApi.call<SignInAnswer>('userLogin2fa', { challenge, code }, { method: 'POST', silent: 'field' });
}
