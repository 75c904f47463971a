import verbs from 'virtual:call-verbs';
import type { CallScope, CallVerb } from '@veritex/shared';

/** A call's HTTP verb from the shared contract (read at build time: apps/web/build/callVerbs.ts). */
export function callVerb(scope: CallScope, name: string): CallVerb | undefined {
  const calls = verbs[scope];
  return calls && Object.hasOwn(calls, name) ? calls[name] : undefined;
}
