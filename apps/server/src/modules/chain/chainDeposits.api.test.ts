import { sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChainConfig } from '../../config.js';
import { type ChainNode, viemChainNode } from '../../platform/chain/chainNode.js';
import { depositXpubOf, type LocalChain, startAnvil } from '../../testing/anvil.js';
import { staffToken } from '../../testing/callers.js';
import { fundedUser } from '../../testing/funds.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { chainWalletOf } from './chainWallet.js';
import { type WatchDeps, watchChainDeposits } from './watchChainDeposits.js';

/** The deposit wallet: a mnemonic other than anvil's, so deposit addresses are none of the senders. */
const DEPOSIT_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const USDT = 1_000_000n;
/** The default setting (deposit_confirmations). */
const N = 12;

describe('USDT deposits watched on a local chain (anvil)', () => {
  let chain: LocalChain;
  let t: TestApp;
  let deps: WatchDeps;
  let usdt: Address;
  let otherToken: Address;
  let falseToken: Address;
  let reverter: Address;
  let holder: Address;

  beforeAll(async () => {
    chain = await startAnvil();
    holder = chain.accounts[1]!;
    usdt = await chain.deploy('TestToken', ['Tether USD', 'USDT', 6]);
    otherToken = await chain.deploy('TestToken', ['Other USD', 'OUSD', 6]);
    falseToken = await chain.deploy('FalseToken');
    reverter = await chain.deploy('RevertingSender');
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [holder, 1_000_000n * USDT] });
    await chain.send({ contract: usdt, name: 'TestToken', functionName: 'mint', args: [reverter, 1_000n * USDT] });
    await chain.send({ contract: otherToken, name: 'TestToken', functionName: 'mint', args: [holder, 1_000n * USDT] });
    await chain.mine();
    const config: ChainConfig = {
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      usdtContract: usdt,
      depositXpub: depositXpubOf(DEPOSIT_MNEMONIC),
      tokenDecimals: 6,
      startBlock: 0n,
      logSpanBlocks: 5,
    };
    t = await createTestApp({ config: { chain: config } });
    deps = { db: t.services.db, clock: t.services.clock, wallet: chainWalletOf(config), node: viemChainNode(chain.rpcUrl) };
  });
  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });
  // Each test starts with nothing left counting confirmations: a run's counts are that test's own.
  afterEach(async () => {
    await chain.mine(N);
    await watchChainDeposits(deps);
  });

  async function userWithAddress(email: string): Promise<{ id: bigint; token: string; address: Address }> {
    const user = await fundedUser(t, email, 0n);
    const answer = await t.call('openDepositAddress', {}, { token: user.token });
    expect(answer.body.code).toBe(0);
    return { ...user, address: answer.body.data.address };
  }

  const sendUsdt = (to: Address, units: bigint) => chain.send({ contract: usdt, name: 'TestToken', functionName: 'transfer', args: [to, units], from: holder });

  async function exchangeUsdt(userId: bigint): Promise<bigint> {
    const rows = await t.services.db.execute<{ available: string }>(
      sql`select available::text from ledger_accounts where owner = 'user' and user_id = ${userId} and kind = 'exchange' and asset = 'USDT'`,
    );
    return BigInt(rows.rows[0]?.available ?? '0');
  }

  async function chainDepositsOf(token: string) {
    const answer = await t.call('getChainDeposits', {}, { token });
    expect(answer.body.code).toBe(0);
    return answer.body.data.items as { id: string; status: string; confirmations: number; amount: string; tx_hash: string; deposit_id: string }[];
  }

  it('answers the mode, and the same address for a user every time, derived from the xpub', async () => {
    const mode = await t.call('getFundingMode');
    expect(mode.body.data).toMatchObject({ mode: 'chain', chain: { chain_id: chain.chainId, standard: 'ERC-20', confirmations: N, min_amount: '10.000000' } });
    expect(mode.body.data.chain.token_contract.toLowerCase()).toBe(usdt.toLowerCase());
    const user = await userWithAddress('chain-address@example.com');
    const again = await t.call('openDepositAddress', {}, { token: user.token });
    expect(again.body.data.address).toBe(user.address);
    const stored = await t.services.db.execute<{ n: string }>(sql`select count(*)::text as n from chain_deposit_addresses where user_id = ${user.id}`);
    expect(stored.rows[0]?.n).toBe('1');
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('credits a deposit once after N confirmations, not before, and never again however often the job runs', async () => {
    const user = await userWithAddress('chain-credit@example.com');
    const hash = await sendUsdt(user.address, 250n * USDT);
    await chain.mine();
    expect((await watchChainDeposits(deps)).seen).toBe(1);
    let [deposit] = await chainDepositsOf(user.token);
    expect(deposit).toMatchObject({ status: 'seen', confirmations: 1, amount: '250.000000', tx_hash: hash });
    const records = await t.call('getDeposits', {}, { token: user.token });
    expect(records.body.data.items[0]).toMatchObject({ source: 'chain', status: 'processing', amount: '250.000000' });

    await chain.mine(N - 2);
    expect((await watchChainDeposits(deps)).credited).toBe(0);
    [deposit] = await chainDepositsOf(user.token);
    expect(deposit).toMatchObject({ status: 'seen', confirmations: N - 1 });
    expect(await exchangeUsdt(user.id)).toBe(0n);

    await chain.mine();
    expect((await watchChainDeposits(deps)).credited).toBe(1);
    expect(await exchangeUsdt(user.id)).toBe(250n * USDT);
    [deposit] = await chainDepositsOf(user.token);
    expect(deposit).toMatchObject({ status: 'credited', confirmations: N });
    expect((await t.call('getDeposits', {}, { token: user.token })).body.data.items[0]).toMatchObject({ source: 'chain', status: 'success' });

    // Again, and twice at once (as two processes would): nothing more.
    await chain.mine(3);
    const runs = [await watchChainDeposits(deps), ...(await Promise.all([watchChainDeposits(deps), watchChainDeposits(deps)]))];
    expect(runs.map((run) => run.credited + run.seen)).toEqual([0, 0, 0]);
    expect(await exchangeUsdt(user.id)).toBe(250n * USDT);
    const postings = await t.services.db.execute<{ n: string }>(
      sql`select count(*)::text as n from ledger_postings where idempotency_key like ${`chain-deposit:%:${hash}:%`}`,
    );
    expect(postings.rows[0]?.n).toBe('1');
    // The finance desk sees its transfer and confirmations, and cannot decide it.
    const finance = await staffToken(t, 'finance');
    const queue = await t.call('deposits', { status: 'success' }, { token: finance, scope: 'admin' });
    expect(queue.body.data.items.find((item: { id: string }) => item.id === deposit!.deposit_id)).toMatchObject({
      source: 'chain',
      on_chain: { tx_hash: hash, status: 'credited', confirmations: N, required_confirmations: N },
    });
    const approve = await t.call('approveDeposit', { id: deposit!.deposit_id, request_id: 'chain-approve-1' }, { token: finance, scope: 'admin' });
    expect(approve.body.code).toBe(4345);
  });

  it('two deposits seen in one run are credited by two concurrent runs exactly once each', async () => {
    const user = await userWithAddress('chain-concurrent@example.com');
    await sendUsdt(user.address, 11n * USDT);
    await sendUsdt(user.address, 12n * USDT);
    await chain.mine(N);
    const runs = await Promise.all([watchChainDeposits(deps), watchChainDeposits(deps), watchChainDeposits(deps)]);
    expect(runs.reduce((sum, run) => sum + run.credited, 0)).toBe(2);
    expect(await exchangeUsdt(user.id)).toBe(23n * USDT);
  });

  it('records a transfer below the minimum without crediting it', async () => {
    const user = await userWithAddress('chain-small@example.com');
    await sendUsdt(user.address, 5n * USDT);
    await chain.mine(N + 1);
    await watchChainDeposits(deps);
    expect(await chainDepositsOf(user.token)).toMatchObject([{ status: 'below_minimum', amount: '5.000000' }]);
    expect(await exchangeUsdt(user.id)).toBe(0n);
    expect((await t.call('getDeposits', {}, { token: user.token })).body.data.items[0]).toMatchObject({ status: 'refused', reason: 'below_minimum' });
  });

  it('a reorg below N: the removed transfer is never credited, the new chain’s transfer is', async () => {
    const user = await userWithAddress('chain-reorg@example.com');
    const fork = await chain.snapshot();
    const removed = await sendUsdt(user.address, 100n * USDT);
    await chain.mine(2);
    expect((await watchChainDeposits(deps)).seen).toBe(1);

    await chain.revert(fork);
    await chain.mine(); // an empty block first: the new chain differs from the old at every height
    const replacement = await sendUsdt(user.address, 70n * USDT);
    expect(replacement).not.toBe(removed);
    await chain.mine(N + 1);
    const run = await watchChainDeposits(deps);
    expect(run).toMatchObject({ seen: 1, credited: 1, reorged: 1 });
    const deposits = await chainDepositsOf(user.token);
    expect(deposits.map((d) => [d.tx_hash, d.status])).toEqual([
      [replacement, 'credited'],
      [removed, 'reorged'],
    ]);
    expect(await exchangeUsdt(user.id)).toBe(70n * USDT);
    const records = (await t.call('getDeposits', {}, { token: user.token })).body.data.items;
    expect(records.map((r: { status: string; reason: string }) => [r.status, r.reason])).toEqual([
      ['success', ''],
      ['refused', 'chain_reorged'],
    ]);
    await chain.mine(N);
    await watchChainDeposits(deps);
    expect(await exchangeUsdt(user.id)).toBe(70n * USDT);
  });

  it('a chain that switches back to the block it left: the transfer marked reorged is open again and credited once', async () => {
    const user = await userWithAddress('chain-flap@example.com');
    const hash = await sendUsdt(user.address, 30n * USDT);
    await chain.mine(2);
    expect((await watchChainDeposits(deps)).seen).toBe(1);
    const [seen] = await chainDepositsOf(user.token);
    // A node that, for one run, has another block at that height (a short reorg it then undoes).
    const forked = await t.services.db.execute<{ block_number: string }>(sql`select block_number::text from chain_deposits where tx_hash = ${hash}`);
    const height = BigInt(forked.rows[0]?.block_number ?? '0');
    const otherBlock: ChainNode = {
      ...deps.node,
      blockHashAt: async (at) => (at === height ? `0x${'ab'.repeat(32)}` : deps.node.blockHashAt(at)),
    };
    expect((await watchChainDeposits({ ...deps, node: otherBlock })).reorged).toBe(1);
    expect((await chainDepositsOf(user.token))[0]).toMatchObject({ status: 'reorged' });

    // Back on the original chain: the same observation (same block) opens again, its record processing.
    expect((await watchChainDeposits(deps)).seen).toBe(1);
    expect(await chainDepositsOf(user.token)).toMatchObject([{ id: seen?.id, status: 'seen', confirmations: 2 }]);
    const records = (await t.call('getDeposits', {}, { token: user.token })).body.data.items;
    expect(records[0]).toMatchObject({ status: 'processing', reason: '' });
    await chain.mine(N);
    expect((await watchChainDeposits(deps)).credited).toBe(1);
    expect(await exchangeUsdt(user.id)).toBe(30n * USDT);
    expect((await watchChainDeposits(deps)).seen).toBe(0);
    expect(await exchangeUsdt(user.id)).toBe(30n * USDT);
  });

  it('ignores another token’s transfer and a token whose transfer returns false but logs Transfer', async () => {
    const user = await userWithAddress('chain-fake@example.com');
    await chain.send({ contract: otherToken, name: 'TestToken', functionName: 'transfer', args: [user.address, 500n * USDT], from: holder });
    await chain.send({ contract: falseToken, name: 'FalseToken', functionName: 'transfer', args: [user.address, 500n * USDT], from: holder });
    await chain.mine(N + 1);
    const logs = await chain.public.getLogs({ fromBlock: 0n, toBlock: 'latest' });
    // Both transfers logged a Transfer to the user's address: the watcher must look at who emitted it.
    expect(logs.filter((log) => log.topics[2]?.toLowerCase().endsWith(user.address.slice(2).toLowerCase())).length).toBe(2);
    await watchChainDeposits(deps);
    expect(await chainDepositsOf(user.token)).toEqual([]);
    expect(await exchangeUsdt(user.id)).toBe(0n);
  });

  it('does not credit a reverted transaction, and trusts a log only when its receipt says the transaction succeeded', async () => {
    const user = await userWithAddress('chain-revert@example.com');
    const reverted = await chain.send({
      contract: reverter,
      name: 'RevertingSender',
      functionName: 'sendAndRevert',
      args: [usdt, user.address, 300n * USDT],
      gas: 300_000n,
    });
    await chain.mine(N + 1);
    expect((await chain.public.getTransactionReceipt({ hash: reverted })).status).toBe('reverted');
    await watchChainDeposits(deps);
    expect(await chainDepositsOf(user.token)).toEqual([]);

    // A node answering a log whose receipt failed, or a log marked removed: neither is recorded.
    const good = await sendUsdt(user.address, 40n * USDT);
    await chain.mine();
    const failing: ChainNode = {
      ...deps.node,
      receipt: async (hash) => {
        const receipt = await deps.node.receipt(hash);
        return receipt && hash === good ? { ...receipt, success: false } : receipt;
      },
    };
    expect((await watchChainDeposits({ ...deps, node: failing })).seen).toBe(0);
    const removing: ChainNode = {
      ...deps.node,
      transferLogs: async (options) => (await deps.node.transferLogs(options)).map((log) => ({ ...log, removed: log.txHash === good || log.removed })),
    };
    expect((await watchChainDeposits({ ...deps, node: removing })).seen).toBe(0);
    expect(await chainDepositsOf(user.token)).toEqual([]);
    // The honest node: recorded (the block is still inside the window read again on every run).
    expect((await watchChainDeposits(deps)).seen).toBe(1);
  });

  it('alerts staff once when a credited deposit’s block leaves the chain', async () => {
    const user = await userWithAddress('chain-deep@example.com');
    const fork = await chain.snapshot();
    const hash = await sendUsdt(user.address, 60n * USDT);
    await chain.mine(N);
    expect((await watchChainDeposits(deps)).credited).toBe(1);
    await chain.revert(fork);
    await chain.mine(N + 2);
    expect((await watchChainDeposits(deps)).alerts).toBe(1);
    expect((await watchChainDeposits(deps)).alerts).toBe(0);
    const finance = await staffToken(t, 'finance');
    const alerts = await t.call('chainAlerts', {}, { token: finance, scope: 'admin' });
    expect(alerts.body.data.items[0]).toMatchObject({
      kind: 'credited_deposit_reorged',
      tx_hash: hash,
      amount: '60.000000',
      account: 'chain-deep@example.com',
    });
  });
});

describe('without chain configuration (voucher mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says voucher mode and has no deposit address', async () => {
    expect((await t.call('getFundingMode')).body.data).toEqual({ mode: 'voucher', chain: null });
    const user = await fundedUser(t, 'voucher-mode@example.com', 0n);
    const answer = await t.call('openDepositAddress', {}, { token: user.token });
    expect(answer.body.code).toBe(4346);
  });
});
