import { createUserWithPassword } from '../modules/identity/index.js';
import type { Database } from '../platform/db/client.js';

/**
 * Demo invitees, so /mypromotion shows a tree: two users who registered with the demo trader's
 * code (level 1) and one who registered with the first of them (level 2). Clearly demo accounts
 * (the `.local` domain and the UK's drama number range); nobody is meant to sign in as them.
 */
export const DEMO_INVITEES = {
  password: 'DemoInvitee2026',
  levelOne: [
    { account: { kind: 'email', value: 'ada.invitee@veritex.local' }, name: 'Ada Lovelace', invitationCode: 'DEMOINV1' },
    { account: { kind: 'phone', value: '+447700900123' }, name: 'Brian Hale', invitationCode: 'DEMOINV2' },
  ],
  levelTwo: { account: { kind: 'email', value: 'cleo.invitee@veritex.local' }, name: 'Cleo Marsh', invitationCode: 'DEMOINV3' },
} as const;

/**
 * Seeds the demo trader's invitees (idempotent: createUserWithPassword returns a user whose
 * account exists). No commission history: commissions only come from fees the house actually
 * charged, and the demo invitees have not traded; inviting a user who trades shows the real flow.
 */
export async function seedDemoReferral(db: Database, options: { traderId: bigint }): Promise<{ invitees: bigint[] }> {
  const create = (invitee: { account: { kind: 'email' | 'phone'; value: string }; name: string; invitationCode: string }, inviterId: bigint) =>
    createUserWithPassword(db, {
      account: invitee.account,
      password: DEMO_INVITEES.password,
      nationality: 'GB',
      name: invitee.name,
      invitationCode: invitee.invitationCode,
      inviterId,
    });
  const [first, second] = DEMO_INVITEES.levelOne;
  const ada = await create(first, options.traderId);
  const brian = await create(second, options.traderId);
  const cleo = await create(DEMO_INVITEES.levelTwo, ada.id);
  return { invitees: [ada.id, brian.id, cleo.id] };
}
