import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type CallInput, isTwoFactorChallenge, type SignInAnswer, type SignInOrChallenge } from '@veritex/shared';
import { session } from '../session/store';
import { webApi } from './web';

/**
 * Security centre calls (docs/api.md "Security centre"): the overview, and the changes that answer
 * SecurityChangeAnswer. Each change takes the form's `request_id` (useRequestIds): a retry after
 * no answer reuses it, so the server applies the change once.
 */
export const SECURITY_KEYS = {
  overview: ['securityInfo'] as const,
  sessions: ['getSessions'] as const,
};

/** Forms show every refusal themselves (next to a field, or above the submit button). The verb is the contract's (POST). */
const post = { silent: true } as const;

/** `enabled: false` for visitors: the page explains the security centre without asking the server. */
export function useSecurityOverview(enabled = true) {
  return useQuery({
    queryKey: SECURITY_KEYS.overview,
    queryFn: ({ signal }) => webApi.call('securityInfo', {}, { silent: true, signal }),
    staleTime: 0,
    enabled,
  });
}

/** A change's input as the form has it; the request id comes separately. */
type ChangeInput<N extends 'bindemail' | 'bindPhone' | 'changePassword' | 'setSecQuestion' | 'setAntiPhishing'> = Omit<CallInput<'web', N>, 'request_id'>;

export const securityCalls = {
  sendEmailCode: (email: string) => webApi.call('sendBindCode', { email }, post),
  sendPhoneCode: (phone: string, areaCode: string | undefined) => webApi.call('sendBindCode', { phone, area_code: areaCode }, post),
  bindEmail: (input: ChangeInput<'bindemail'>, requestId: string) => webApi.call('bindemail', { ...input, request_id: requestId }, post),
  bindPhone: (input: ChangeInput<'bindPhone'>, requestId: string) => webApi.call('bindPhone', { ...input, request_id: requestId }, post),
  changePassword: (input: ChangeInput<'changePassword'>, requestId: string) => webApi.call('changePassword', { ...input, request_id: requestId }, post),
  setQuestion: (input: ChangeInput<'setSecQuestion'>, requestId: string) => webApi.call('setSecQuestion', { ...input, request_id: requestId }, post),
  setAntiPhishing: (input: ChangeInput<'setAntiPhishing'>, requestId: string) => webApi.call('setAntiPhishing', { ...input, request_id: requestId }, post),
  twoFactorSetup: (requestId: string) => webApi.call('twoFactorSetup', { request_id: requestId }, post),
  twoFactorEnable: (code: string, requestId: string) => webApi.call('twoFactorEnable', { code, request_id: requestId }, post),
  twoFactorDisable: (code: string, requestId: string) => webApi.call('twoFactorDisable', { code, request_id: requestId }, post),
  revokeOtherSessions: (requestId: string) => webApi.call('revokeOtherSessions', { request_id: requestId }, post),
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
    const user = await webApi.call('getInfo', {}, { silent: true });
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
  return webApi.call('userLogin2fa', { challenge, code }, { silent: 'field' });
}
