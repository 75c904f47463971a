import { useQuery } from '@tanstack/react-query';
import { cappedLeverage, type InstrumentView, instrumentClassOf, type ProtectionView } from '@veritex/shared';
import { useMemo } from 'react';
import { webApi } from '../../api/web';
import { useSession } from '../../session/store';

export const PROTECTION_KEY = ['getProtection'] as const;

/** The caller's jurisdiction profile, the measured losing share and the appropriateness standing (issue 18). */
export function useProtection() {
  const { token } = useSession();
  return useQuery({
    // The session decides the profile: a sign-in or sign-out reads it again.
    queryKey: [...PROTECTION_KEY, token],
    queryFn: ({ signal }) => webApi.call('getProtection', {}, { silent: true, signal }),
    staleTime: 60_000,
  });
}

export interface ProtectedInstrument {
  /** The instrument with `max_leverage` lowered to the profile's cap (the slider's and the checks' maximum). */
  instrument: InstrumentView;
  /** Whether the profile offers the product at all (crypto derivatives in UK retail do not). */
  offered: boolean;
  /** Whether the profile's cap is below the instrument's own. */
  capped: boolean;
  protection: ProtectionView | undefined;
}

/** The instrument as the user's profile lets them trade it: the server enforces the same on opening. */
export function useProtectedInstrument(instrument: InstrumentView): ProtectedInstrument {
  const protection = useProtection().data;
  return useMemo(() => {
    if (!protection) return { instrument, offered: true, capped: false, protection };
    const cap = cappedLeverage(instrument.max_leverage, instrumentClassOf(instrument), protection.profile);
    if (cap <= 0) return { instrument, offered: false, capped: false, protection };
    if (cap >= instrument.max_leverage) return { instrument, offered: true, capped: false, protection };
    return { instrument: { ...instrument, max_leverage: cap }, offered: true, capped: true, protection };
  }, [instrument, protection]);
}
