import { parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startAnvil } from './anvil.js';

const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)', 'function decimals() view returns (uint8)']);

describe('the local chain for tests', () => {
  let chain: LocalChain;
  beforeAll(async () => {
    chain = await startAnvil();
  });
  afterAll(async () => chain?.stop());

  it('mines only when told to, deploys the checked-in token, and snapshots and reverts', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await chain.deploy('TestToken', ['Tether USD', 'USDT', 6]);
    expect(await chain.public.readContract({ address: token, abi: erc20, functionName: 'decimals' })).toBe(6);
    const [, holder, receiver] = chain.accounts;
    await chain.send({ contract: token, name: 'TestToken', functionName: 'mint', args: [holder, 5_000_000n] });
    const height = await chain.public.getBlockNumber();
    await chain.mine();
    expect(await chain.public.getBlockNumber()).toBe(height + 1n);
    const snapshot = await chain.snapshot();
    await chain.send({ contract: token, name: 'TestToken', functionName: 'transfer', args: [receiver, 2_000_000n], from: holder });
    expect(await chain.public.getBlockNumber()).toBe(height + 1n);
    await chain.mine(3);
    expect(await chain.public.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [receiver!] })).toBe(2_000_000n);
    await chain.revert(snapshot);
    expect(await chain.public.getBlockNumber()).toBe(height + 1n);
    expect(await chain.public.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [receiver!] })).toBe(0n);
  });
});
