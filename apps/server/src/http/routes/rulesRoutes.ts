import { ok } from '@veritex/shared';
import type { FastifyInstance } from 'fastify';
import { currentRuleVersion, getRulebook, listRuleHistory, RULES_CHANGED_CHANNEL } from '../../modules/rules/index.js';
import { defineCall } from '../calls.js';
import type { Services } from '../services.js';

/** The published rules (issue 18): the rulebook in force, as of a version, and the change history. Public reads. */
export function registerRulesRoutes(app: FastifyInstance, services: Services): void {
  defineCall(app, services, 'web', 'getRulebook', { handler: (_input, ctx) => getRulebook(ctx.db, {}) });
  defineCall(app, services, 'web', 'getRulebookVersion', { handler: (input, ctx) => getRulebook(ctx.db, { version: BigInt(input.version) }) });
  defineCall(app, services, 'web', 'getRuleHistory', {
    handler: async (input, ctx) =>
      ok(await listRuleHistory(ctx.db, { kind: input.kind || undefined, key: input.key || undefined, page: input.page, pageSize: input.page_size })),
  });

  // The spot writer stamps each order with the version in force from memory: a committed change
  // reaches it as a notice carrying the new version; after a lost notice connection it re-reads.
  const { exchange, notices, db } = services;
  notices.subscribe(RULES_CHANGED_CHANNEL, (payload) => {
    if (/^\d+$/.test(payload)) exchange.noteRuleVersion(BigInt(payload));
  });
  const reread = () =>
    void currentRuleVersion(db).then(
      (version) => {
        if (version !== null) exchange.noteRuleVersion(version);
      },
      (error: unknown) => console.error('[rules] re-reading the rulebook version failed', error),
    );
  notices.afterReconnect(reread);
  // A change committed between the writer's start and this subscription would otherwise wait for the next one.
  void notices.ready().then(reread);
}
