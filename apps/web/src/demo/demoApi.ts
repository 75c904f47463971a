import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DemoView, ERROR_CODES } from '@veritex/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { invalidateFunds } from '../api/funds';
import { newRequestId } from '../api/requestId';
import { webApi } from '../api/web';
import { session, useSession } from '../session/store';

export const DEMO_KEY = ['getDemo'] as const;
/** The demo balance in the header follows trades this often while the demo session is on. */
const DEMO_REFRESH_MS = 10_000;

/** Whether the site runs on the demo session. */
export function useDemoMode(): boolean {
  return useSession().demo;
}

/** The demo identity's USDT and the rules that bind it (demo sessions only). */
export function useDemoView() {
  const { demo, token } = useSession();
  return useQuery({
    queryKey: DEMO_KEY,
    queryFn: ({ signal }) => webApi.call('getDemo', {}, { silent: true, signal }),
    enabled: demo && token !== '',
    staleTime: 5_000,
    refetchInterval: DEMO_REFRESH_MS,
  });
}

/**
 * The header's demo balance follows trades: whenever the balances are read or pushed again
 * (getAsset2's cache), the demo standing is read again too. Mounted once, by the shells' outlet.
 */
export function useDemoBalanceFollowsTrades(): void {
  const queryClient = useQueryClient();
  const { demo } = useSession();
  useEffect(() => {
    if (!demo) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === 'getAsset2') {
        void queryClient.invalidateQueries({ queryKey: DEMO_KEY });
      }
    });
  }, [demo, queryClient]);
}

/** Popovers, sheets and dialogs open inside the themed root, where the --vx-* colours are defined. */
export const insideThemedRoot = (): HTMLElement => document.querySelector<HTMLElement>('.vx-root') ?? document.body;

/**
 * A kept demo session is used again while the server still accepts it (a visitor comes back to the
 * same demo identity); otherwise web/demoLogin gives one, with the real token when signed in so the
 * user gets their own demo identity back.
 */
export async function switchToDemo(): Promise<void> {
  const real = session.real();
  const owner = real.token ? (real.user?.id ?? '') : '';
  const kept = session.storedDemo();
  if (kept && kept.owner === owner) {
    try {
      const user = await webApi.call('getInfo', {}, { silent: true, token: kept.token });
      if (user.demo) {
        session.enterDemo({ token: kept.token, user }, owner);
        return;
      }
    } catch (error) {
      // An ended or unknown demo session: a new one follows. A network failure is the caller's to show.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  const answer = await webApi.call('demoLogin', {}, { silent: true });
  session.enterDemo(answer, owner);
}

/** What the way back is called: the real account for a signed-in user, leaving demo mode for a visitor. */
export function useBackLabels(): { short: string; long: string } {
  const { t } = useTranslation('demo');
  useSession();
  const signedIn = session.real().token !== '';
  return signedIn ? { short: t('backToRealShort'), long: t('backToReal') } : { short: t('exitDemo'), long: t('exitDemo') };
}

/** One click back to the real session (or to being a visitor); the demo session is kept. */
export function switchToReal(): void {
  session.leaveDemo();
}

function useDemoAction(call: 'topUpDemo' | 'resetDemo') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string): Promise<DemoView> => webApi.call(call, { request_id: requestId }, { silent: true }),
    onSuccess: (view) => {
      queryClient.setQueryData(DEMO_KEY, view);
      // A reset cancels orders and closes positions: every balance, order and position is read again.
      if (call === 'resetDemo') void queryClient.invalidateQueries();
      else invalidateFunds(queryClient);
    },
  });
}

/** Adds the top-up amount; refused at the ceiling. One press is one request id (mutations are not retried). */
export function useTopUpDemo() {
  const mutation = useDemoAction('topUpDemo');
  return { ...mutation, topUp: () => mutation.mutateAsync(newRequestId()) };
}

/** Cancels demo orders, closes positions at the market, and starts again from the starting USDT. */
export function useResetDemo() {
  const mutation = useDemoAction('resetDemo');
  return { ...mutation, reset: () => mutation.mutateAsync(newRequestId()) };
}

export function isCeilingError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ERROR_CODES.demo_top_up_ceiling;
}

export function isDemoNotAllowed(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERROR_CODES.demo_not_allowed;
}
