import { HDKey } from '@scure/bip32';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, bytesToHex, erc20Abi, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainConfig } from '../config.js';
import {
  followOutgoingTransactions,
  type KeyHolder,
  planSweeps,
  reconcileChainBalances,
  registerHotWallet,
  sendOutgoingTransactions,
} from '../modules/chain/index.js';
import { trialBalance, verifyLedger } from '../modules/ledger/index.js';
import { updateSetting } from '../modules/settings/index.js';
import { type ChainNode, viemChainNode } from '../platform/chain/chainNode.js';
import { manualClock } from '../platform/clock.js';
import { chainOutgoing, chainOutgoingAttempts, chainPayouts, chainSweeps } from '../platform/db/schema.js';
import { ANVIL_MNEMONIC, type LocalChain, mnemonicSeed, startAnvil } from '../testing/anvil.js';
import { staffToken } from '../testing/callers.js';
import { fundedUser } from '../testing/funds.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { approveJuniorFor } from '../testing/verification.js';
import { keyHolderOf } from './signerKeys.js';

/** Inside the withdrawal window (13:00 Hong Kong). */
const clock = manualClock(new Date('2026-11-23T05:00:00Z'));
const USDT = 1_000_000n;
/** The default payout_confirmations. */
const N = 12;
const REPLACE_AFTER_MS = 60_000;
const DEPOSIT_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** The withdrawal fee (setting withdraw_fee_usdt_cents, default 100 cents): the recipient gets amount − fee. */
const fee = 1n * USDT;

let chain: LocalChain;
let t: TestApp;
let node: ChainNode;
let usdt: Address;
let hotWallet: Address;
let hotKey: Hex;
let depositXprv: string;
let finance: string;
let seq = 0;
const rid = () => `req-signer-${seq++}`;

/** Each "process start" builds its key holder afresh from the key material: nothing survives a restart but the database. */
const freshKeys = (): KeyHolder => keyHolderOf({ hotWalletPrivateKey: hotKey, depositXprv });

const pass = (keys: KeyHolder, through: ChainNode = node) =>
  sendOutgoingTransactions(t.services.db, clock, { keys, node: through, chainId: chain.chainId, replaceAfterMs: REPLACE_AFTER_MS, feeBumpPercent: 25 });
const follow = () => followOutgoingTransactions(t.services.db, clock, { node, chainId: chain.chainId, confirmationsNeeded: N });

beforeAll(async () => {
  chain = await startAnvil();
  usdt = await chain.deploy('TestToken', ['Tether USD', 'USDT', 6]);
  const hot = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 });
  const hotPrivate = hot.getHdKey().privateKey;
  if (!hotPrivate) throw new Error('no hot wallet key');
  hotKey = bytesToHex(hotPrivate);
  hotWallet = hot.address;
  depositXprv = HDKey.fromMasterSeed(mnemonicSeed(DEPOSIT_MNEMONIC)).derive("m/44'/60'/0'/0").privateExtendedKey;
  await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [hotWallet, 10_000n * USDT] });
  await chain.mine();
  const config: ChainConfig = {
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    usdtContract: usdt,
    depositXpub: HDKey.fromExtendedKey(depositXprv).publicExtendedKey,
    tokenDecimals: 6,
    startBlock: 0n,
    logSpanBlocks: 100,
  };
  t = await createTestApp({ clock, config: { chain: config } });
  node = viemChainNode(chain.rpcUrl);
  await registerHotWallet(t.services.db, clock, { chainId: chain.chainId, address: freshKeys().hotWallet });
  finance = await staffToken(t, 'finance');
  // The house's own USDT in the hot wallet, recorded so that reconciliation expects it.
  const float = await t.call(
    'recordHotWalletFloat',
    { amount: '10000', memo: 'opening float', request_id: rid() },
    { method: 'POST', scope: 'admin', token: finance },
  );
  expect(float.body.code).toBe(0);
}, 120_000);

afterAll(async () => {
  if (t) {
    expect((await trialBalance(t.services.db)).ok).toBe(true);
    expect((await verifyLedger(t.services.db)).ok).toBe(true);
    await t.close();
  }
  await chain?.stop();
});

async function withdrawal(email: string, usdtAmount: bigint): Promise<{ id: string; token: string; recipient: Address }> {
  const user = await fundedUser(t, email, usdtAmount * 2n * USDT);
  await t.call('saveTpwd', { tpwd: '246810', tpwd2: '246810', request_id: rid() }, { method: 'POST', token: user.token });
  await approveJuniorFor(t.services, user.id);
  const recipient = mnemonicToAccount(DEPOSIT_MNEMONIC, { addressIndex: 100 + seq }).address;
  const answer = await t.call(
    'withdraw',
    { address: recipient, amount: usdtAmount.toString(), tpwd: '246810', request_id: rid() },
    { method: 'POST', token: user.token },
  );
  expect(answer.body.code).toBe(0);
  return { id: answer.body.data.id, token: user.token, recipient };
}

const sendOnChain = (id: string) => t.call('sendWithdrawalOnChain', { id, request_id: rid() }, { method: 'POST', scope: 'admin', token: finance });

const balanceOf = (address: Address) => chain.public.readContract({ address: usdt, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

async function outgoingOf(withdrawalId: string) {
  const [row] = await t.services.db
    .select()
    .from(chainOutgoing)
    .where(and(eq(chainOutgoing.kind, 'payout'), eq(chainOutgoing.subjectId, BigInt(withdrawalId))));
  if (!row) throw new Error(`no outgoing for withdrawal ${withdrawalId}`);
  const attempts = await t.services.db.select().from(chainOutgoingAttempts).where(eq(chainOutgoingAttempts.outgoingId, row.id));
  return { row, attempts: attempts.sort((a, b) => a.attempt - b.attempt) };
}

/** A node whose process dies at a chosen moment of a broadcast: before the bytes leave, or right after the node took them. */
function dyingNode(moment: 'before_send' | 'after_send'): ChainNode {
  return {
    ...node,
    async sendRawTransaction(raw) {
      if (moment === 'after_send') await node.sendRawTransaction(raw);
      throw new Error(`signer killed ${moment}`);
    },
  };
}

async function withdrawalPostings(withdrawalId: string): Promise<number> {
  const rows = await t.services.db.execute<{ n: string }>(
    sql`select count(*)::text as n from ledger_postings where cause_type = 'withdrawal' and cause_id = ${withdrawalId} and reason = 'withdrawal'`,
  );
  return Number(rows.rows[0]?.n ?? '0');
}

async function settleAll(): Promise<void> {
  await chain.mine(N);
  await follow();
}

describe('the hot wallet signer on a local chain (anvil)', () => {
  it('queues a withdrawal within the hot wallet limits once, and leaves one above them with finance', async () => {
    await updateSetting(t.services.db, { key: 'hot_wallet_max_tx_usdt', value: 500, updatedBy: 'test' });
    await updateSetting(t.services.db, { key: 'hot_wallet_max_day_usdt', value: 700, updatedBy: 'test' });
    const above = await withdrawal('above@example.com', 600n);
    const refused = await sendOnChain(above.id);
    expect(refused.body).toMatchObject({ code: 4351, data: { per_transaction: '500', per_day: '700' } });
    expect(
      await t.services.db
        .select()
        .from(chainPayouts)
        .where(eq(chainPayouts.withdrawalId, BigInt(above.id))),
    ).toEqual([]);
    expect(
      await t.services.db
        .select()
        .from(chainOutgoing)
        .where(eq(chainOutgoing.subjectId, BigInt(above.id))),
    ).toEqual([]);

    const within = await withdrawal('within@example.com', 300n);
    expect((await sendOnChain(within.id)).body.code).toBe(0);
    expect((await sendOnChain(within.id)).body.code).toBe(0);
    expect(
      await t.services.db
        .select()
        .from(chainPayouts)
        .where(eq(chainPayouts.withdrawalId, BigInt(within.id))),
    ).toHaveLength(1);
    // 300 queued today: another 450 would pass the per-transaction limit but not the day's.
    const dayFull = await withdrawal('dayfull@example.com', 450n);
    expect((await sendOnChain(dayFull.id)).body).toMatchObject({ code: 4351, data: { used_today: expect.stringMatching(/^\d+\.\d+$/) } });
    // Queued for the hot wallet: neither refused nor paid by hand (it would be paid twice).
    const reject = await t.call(
      'rejectWithdrawal',
      { id: within.id, reason: 'changed my mind', request_id: rid() },
      { method: 'POST', scope: 'admin', token: finance },
    );
    expect(reject.body.code).toBe(4350);
    const hash = `0x${'ab'.repeat(32)}`;
    const manual = await t.call('payWithdrawal', { id: within.id, tx_hash: hash, request_id: rid() }, { method: 'POST', scope: 'admin', token: finance });
    expect(manual.body.code).toBe(4350);
    // The one above the limit takes the manual cold-wallet path as before.
    const cold = await t.call('payWithdrawal', { id: above.id, tx_hash: hash, request_id: rid() }, { method: 'POST', scope: 'admin', token: finance });
    expect(cold.body.code).toBe(0);
    await updateSetting(t.services.db, { key: 'hot_wallet_max_tx_usdt', value: 10_000, updatedBy: 'test' });
    await updateSetting(t.services.db, { key: 'hot_wallet_max_day_usdt', value: 100_000, updatedBy: 'test' });
    // Sent and settled here, so that the next tests start with nothing open.
    await pass(freshKeys());
    await chain.mine();
    await settleAll();
    expect((await outgoingOf(within.id)).row.status).toBe('confirmed');
  });

  it('after a crash between storing and broadcasting, the restarted signer sends the stored bytes: one transaction', async () => {
    const w = await withdrawal('crash-before@example.com', 100n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    const nonceBefore = await node.transactionCount(hotWallet, 'pending');
    await expect(pass(freshKeys(), dyingNode('before_send'))).rejects.toThrow('signer killed before_send');
    const stored = await outgoingOf(w.id);
    expect(stored.row).toMatchObject({ status: 'sent', nonce: nonceBefore });
    expect(stored.attempts).toHaveLength(1);
    expect(stored.attempts[0]?.broadcastAt).toBeNull();
    expect(await node.hasTransaction(stored.attempts[0]!.txHash)).toBe(false);

    const restarted = await pass(freshKeys());
    expect(restarted).toMatchObject({ signed: 0, broadcast: 1, replaced: 0 });
    const after = await outgoingOf(w.id);
    expect(after.attempts).toHaveLength(1);
    expect(after.attempts[0]).toMatchObject({ txHash: stored.attempts[0]!.txHash, rawTransaction: stored.attempts[0]!.rawTransaction });
    expect(after.attempts[0]?.broadcastAt).not.toBeNull();
    await chain.mine();
    expect(await node.transactionCount(hotWallet, 'latest')).toBe(nonceBefore + 1n);
    expect(await balanceOf(w.recipient)).toBe(100n * USDT - fee);
    await settleAll();
    expect(await balanceOf(w.recipient)).toBe(100n * USDT - fee);
  });

  it('after a crash between broadcasting and recording it, the restart sends the same bytes again and nothing twice', async () => {
    const w = await withdrawal('crash-after@example.com', 120n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    const nonceBefore = await node.transactionCount(hotWallet, 'pending');
    await expect(pass(freshKeys(), dyingNode('after_send'))).rejects.toThrow('signer killed after_send');
    const stored = await outgoingOf(w.id);
    expect(stored.attempts).toHaveLength(1);
    expect(stored.attempts[0]?.broadcastAt).toBeNull();
    // The node has it although the database does not know.
    expect(await node.hasTransaction(stored.attempts[0]!.txHash)).toBe(true);

    expect(await pass(freshKeys())).toMatchObject({ signed: 0, broadcast: 1 });
    const after = await outgoingOf(w.id);
    expect(after.attempts.map((attempt) => attempt.txHash)).toEqual([stored.attempts[0]!.txHash]);
    expect(after.attempts[0]?.broadcastAt).not.toBeNull();
    // Further passes while it waits for its block send nothing new.
    expect(await pass(freshKeys())).toMatchObject({ signed: 0, broadcast: 0, replaced: 0 });
    await chain.mine();
    expect(await node.transactionCount(hotWallet, 'latest')).toBe(nonceBefore + 1n);
    expect(await balanceOf(w.recipient)).toBe(120n * USDT - fee);
    await settleAll();
  });

  it('replaces a transaction stuck past the configured time with higher fees under the same nonce; only one is mined', async () => {
    const w = await withdrawal('stuck@example.com', 150n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    expect(await pass(freshKeys())).toMatchObject({ signed: 1, broadcast: 1 });
    // No block is mined: the transaction waits. Before the time, nothing is replaced.
    clock.advance(REPLACE_AFTER_MS - 1_000);
    expect(await pass(freshKeys())).toMatchObject({ replaced: 0 });
    clock.advance(2_000);
    expect(await pass(freshKeys())).toMatchObject({ replaced: 1, broadcast: 1 });
    const { row, attempts } = await outgoingOf(w.id);
    expect(attempts).toHaveLength(2);
    const [first, second] = attempts as [(typeof attempts)[0], (typeof attempts)[0]];
    expect(second.nonce).toBe(first.nonce);
    expect(second.nonce).toBe(row.nonce);
    expect(BigInt(second.maxFeePerGas)).toBeGreaterThanOrEqual((BigInt(first.maxFeePerGas) * 125n) / 100n);
    expect(BigInt(second.maxPriorityFeePerGas)).toBeGreaterThanOrEqual((BigInt(first.maxPriorityFeePerGas) * 125n) / 100n);
    // The user's record already shows the hash now on its way.
    const records = await t.call('getWithdrawals', {}, { token: w.token });
    expect(records.body.data.items[0]).toMatchObject({
      id: w.id,
      tx_hash: second.txHash,
      status: 'processing',
      on_chain: { source: 'hot_wallet', status: 'sent' },
    });

    await chain.mine();
    expect(await node.receipt(first.txHash)).toBeNull();
    expect((await node.receipt(second.txHash))?.success).toBe(true);
    await follow();
    expect((await outgoingOf(w.id)).row).toMatchObject({ status: 'mined', minedTxHash: second.txHash });
    expect(await balanceOf(w.recipient)).toBe(150n * USDT - fee);
    await settleAll();
    expect((await outgoingOf(w.id)).row.minedTxHash).toBe(second.txHash);
  });

  it('drops a payout whose nonce a transaction it never signed took N blocks deep, alerts staff once, and returns it to finance', async () => {
    const w = await withdrawal('nonce-taken@example.com', 120n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    expect(await pass(freshKeys())).toMatchObject({ signed: 1, broadcast: 1 });
    const { row, attempts } = await outgoingOf(w.id);
    const first = attempts[0]!;
    // Someone else holding the hot wallet's key sends their own transaction under that nonce, paying more: the node keeps theirs.
    await chain.wallet.sendTransaction({
      account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: 1 }),
      chain: chain.wallet.chain,
      to: chain.accounts[8]!,
      value: 1n,
      nonce: Number(row.nonce),
      maxFeePerGas: BigInt(first.maxFeePerGas) * 10n,
      maxPriorityFeePerGas: BigInt(first.maxPriorityFeePerGas) * 10n,
    });
    await chain.mine();
    expect(await node.receipt(first.txHash)).toBeNull();
    // The signer signs no dearer replacement for a nonce the chain has used.
    clock.advance(REPLACE_AFTER_MS + 1_000);
    expect(await pass(freshKeys())).toMatchObject({ replaced: 0, broadcast: 0 });
    expect((await outgoingOf(w.id)).attempts).toHaveLength(1);
    // Fewer than N blocks deep a reorg could still bring ours back: the follower waits.
    expect((await follow()).nonceTaken).toBe(0);
    expect((await outgoingOf(w.id)).row.status).toBe('sent');
    await chain.mine(N);
    expect((await follow()).nonceTaken).toBe(1);
    expect((await follow()).nonceTaken).toBe(0);
    expect((await outgoingOf(w.id)).row.status).toBe('dropped');
    expect(await balanceOf(w.recipient)).toBe(0n);
    expect(await withdrawalPostings(w.id)).toBe(0);
    const alerts = await t.call('chainAlerts', {}, { token: finance, scope: 'admin' });
    expect(alerts.body.data.items.filter((alert: { kind: string }) => alert.kind === 'nonce_taken')).toMatchObject([
      { subject: `outgoing:${row.id}`, detail: { nonce: String(row.nonce), kind: 'payout' } },
    ]);
    const record = await t.call('getWithdrawals', {}, { token: w.token });
    expect(record.body.data.items[0]).toMatchObject({ status: 'processing', on_chain: { source: 'hot_wallet', status: 'dropped' } });
    // Back with finance: not sendable twice from the hot wallet; refusing it returns the frozen funds.
    expect((await sendOnChain(w.id)).body.code).not.toBe(0);
    const reject = await t.call(
      'rejectWithdrawal',
      { id: w.id, reason: 'hot wallet key leaked', request_id: rid() },
      { method: 'POST', scope: 'admin', token: finance },
    );
    expect(reject.body.code).toBe(0);
  });

  it('completes a confirmed payout with one posting, counting confirmations up to N first', async () => {
    const w = await withdrawal('confirmed@example.com', 200n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    await pass(freshKeys());
    await chain.mine();
    await follow();
    const mined = await outgoingOf(w.id);
    expect(mined.row).toMatchObject({ status: 'mined', confirmations: 1 });
    expect(await withdrawalPostings(w.id)).toBe(0);
    await chain.mine(N - 2);
    await follow();
    expect((await outgoingOf(w.id)).row).toMatchObject({ status: 'mined', confirmations: N - 1 });
    const pending = await t.call('getWithdrawals', {}, { token: w.token });
    expect(pending.body.data.items[0]).toMatchObject({ status: 'processing', on_chain: { status: 'mined', confirmations: N - 1, required_confirmations: N } });
    await chain.mine();
    await follow();
    await follow();
    await chain.mine();
    await follow();
    expect(await withdrawalPostings(w.id)).toBe(1);
    const done = await t.call('getWithdrawals', {}, { token: w.token });
    expect(done.body.data.items[0]).toMatchObject({ status: 'success', tx_hash: mined.row.minedTxHash, on_chain: { status: 'confirmed' } });
    // The gas was posted to the house's expense, from its capital, per outgoing once.
    const gas = await t.services.db.execute<{ n: string }>(
      sql`select count(*)::text as n from ledger_postings where reason = 'chain_gas' and cause_id = ${String(mined.row.id)}`,
    );
    expect(gas.rows[0]?.n).toBe('1');
  });

  it('reconciliation agrees after the payouts, and flags a transfer out of the hot wallet behind the ledger', async () => {
    const first = await reconcileChainBalances(t.services.db, clock, { node, chainId: chain.chainId, token: usdt, periodKey: 'test:1' });
    expect(first.difference).toBe(0n);
    const stranger = chain.accounts[7]!;
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'transfer', args: [stranger, 5n * USDT], from: hotWallet });
    await chain.mine();
    const second = await reconcileChainBalances(t.services.db, clock, { node, chainId: chain.chainId, token: usdt, periodKey: 'test:2' });
    expect(second.difference).toBe(-5n * USDT);
    const third = await reconcileChainBalances(t.services.db, clock, { node, chainId: chain.chainId, token: usdt, periodKey: 'test:3' });
    expect(third.difference).toBe(-5n * USDT);
    const alerts = await t.services.db.execute<{ kind: string; detail: Record<string, string> }>(
      sql`select kind, detail from chain_alerts where kind = 'reconciliation_difference'`,
    );
    expect(alerts.rows).toHaveLength(1);
    expect(alerts.rows[0]?.detail.difference).toBe(String(-5n * USDT));
    // The hot wallet's nonce moved behind the signer's back: the next payout takes the node's count and goes through.
    const w = await withdrawal('after-leak@example.com', 110n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    await pass(freshKeys());
    await chain.mine();
    expect(await balanceOf(w.recipient)).toBe(110n * USDT - fee);
    await settleAll();
  });

  it('flags a reverted payout for staff and posts nothing: the funds stay frozen until finance decides', async () => {
    // More than the hot wallet holds: the token reverts the transfer (the signer does not estimate gas, so it is mined).
    const held = await balanceOf(hotWallet);
    await updateSetting(t.services.db, { key: 'hot_wallet_max_tx_usdt', value: 100_000, updatedBy: 'test' });
    const w = await withdrawal('reverted@example.com', held / USDT + 100n);
    expect((await sendOnChain(w.id)).body.code).toBe(0);
    await pass(freshKeys());
    await chain.mine();
    await settleAll();
    expect((await outgoingOf(w.id)).row).toMatchObject({ status: 'reverted', minedSuccess: false });
    expect(await withdrawalPostings(w.id)).toBe(0);
    const record = await t.call('getWithdrawals', {}, { token: w.token });
    expect(record.body.data.items[0]).toMatchObject({ status: 'processing', on_chain: { status: 'reverted' } });
    const alerts = await t.services.db.execute<{ n: string }>(sql`select count(*)::text as n from chain_alerts where kind = 'payout_reverted'`);
    expect(alerts.rows[0]?.n).toBe('1');
    // Back with finance: refusing it returns the frozen funds.
    const reject = await t.call(
      'rejectWithdrawal',
      { id: w.id, reason: 'hot wallet short', request_id: rid() },
      { method: 'POST', scope: 'admin', token: finance },
    );
    expect(reject.body.code).toBe(0);
  });
  it('sweeps a credited deposit address into the hot wallet: gas from the hot wallet first, then the token, both gases posted', async () => {
    const user = await fundedUser(t, 'sweep@example.com', 0n);
    const address = freshKeys().depositAddress(0) as Address;
    const db = t.services.db;
    // The rows the deposit watcher leaves once it has credited a transfer (its own tests cover how it gets there).
    const deposit = await db.execute<{ id: string }>(sql`
      insert into deposits (user_id, asset, chain, amount, voucher_key, source, status, request_id)
      values (${user.id}, 'USDT', 'ERC20', ${String(50n * USDT)}, '', 'chain', 'success', 'sweep-test') returning id`);
    await db.execute(sql`
      insert into chain_deposit_addresses (user_id, chain_id, derivation_index, address, wallet_key)
      values (${user.id}, ${chain.chainId}, 0, ${address}, 'test-wallet')`);
    await db.execute(sql`
      insert into chain_deposits (chain_id, tx_hash, log_index, block_number, block_hash, token, from_address, to_address, user_id, deposit_id,
                                  asset, amount, status, confirmations, seen_at)
      values (${chain.chainId}, ${`0x${'cd'.repeat(32)}`}, 0, 1, ${`0x${'ef'.repeat(32)}`}, ${usdt}, ${hotWallet}, ${address}, ${user.id},
              ${deposit.rows[0]?.id}, 'USDT', ${String(50n * USDT)}, 'credited', ${N}, ${clock.now()})`);
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [address, 50n * USDT] });
    await chain.mine();
    expect(await node.etherBalance(address)).toBe(0n);

    const plan = { node, chainId: chain.chainId, token: usdt, hotWallet, minimum: 10n * USDT };
    expect(await planSweeps(db, clock, plan)).toBe(1);
    expect(await planSweeps(db, clock, plan)).toBe(0);
    const [sweep] = await db.select().from(chainSweeps);
    expect(sweep).toMatchObject({ status: 'funding_gas', amount: String(50n * USDT) });
    await pass(freshKeys());
    await chain.mine();
    await settleAll();
    expect(await node.etherBalance(address)).toBeGreaterThan(0n);
    expect((await db.select().from(chainSweeps).where(eq(chainSweeps.id, sweep!.id)))[0]?.status).toBe('sweeping');

    const hotBefore = await balanceOf(hotWallet);
    // Signed with the key derived from the extended private key, from the deposit address's own nonce 0.
    expect(await pass(freshKeys())).toMatchObject({ signed: 1, broadcast: 1 });
    await chain.mine();
    await settleAll();
    expect((await db.select().from(chainSweeps).where(eq(chainSweeps.id, sweep!.id)))[0]?.status).toBe('done');
    expect(await balanceOf(address)).toBe(0n);
    expect(await balanceOf(hotWallet)).toBe(hotBefore + 50n * USDT);
    const outgoings = await db.select().from(chainOutgoing).where(eq(chainOutgoing.subjectId, sweep!.id));
    expect(outgoings.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['gas_funding', 'confirmed'],
      ['sweep', 'confirmed'],
    ]);
    const gas = await db.execute<{ n: string }>(
      sql`select count(*)::text as n from ledger_postings where reason = 'chain_gas' and cause_id in (${String(outgoings[0]!.id)}, ${String(outgoings[1]!.id)})`,
    );
    expect(gas.rows[0]?.n).toBe('2');
  });
});
