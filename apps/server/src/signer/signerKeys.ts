import { readFileSync, statSync } from 'node:fs';
import { HDKey } from '@scure/bip32';
import { type Address, bytesToHex, getAddress, type Hex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { KeyHolder } from '../modules/chain/index.js';

/**
 * The keys, read from SIGNER_KEY_FILE in this process only: `{"hotWalletPrivateKey": "0x…",
 * "depositXprv": "xprv…"}`, where depositXprv is the extended PRIVATE key of the same node whose
 * extended public key the web process derives deposit addresses from (m/44'/60'/0'/0). A file others
 * can read is refused, as ssh refuses such a key. Nothing here logs or returns key material.
 */
export function loadKeyHolder(path: string): KeyHolder {
  const mode = statSync(path).mode;
  if ((mode & 0o077) !== 0) throw new Error(`${path} is readable by others (mode ${(mode & 0o777).toString(8)}); chmod 600 it`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // Not the parser's message: newer V8 quotes the text it failed on, which is key material.
    throw new Error(`${path} is not valid JSON`);
  }
  const file = parsed as { hotWalletPrivateKey?: unknown; depositXprv?: unknown };
  if (typeof file.hotWalletPrivateKey !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(file.hotWalletPrivateKey)) {
    throw new Error(`${path}: hotWalletPrivateKey must be 0x and 64 hex digits`);
  }
  if (typeof file.depositXprv !== 'string' || !file.depositXprv.startsWith('xprv')) throw new Error(`${path}: depositXprv must be an xprv… key`);
  try {
    return keyHolderOf({ hotWalletPrivateKey: file.hotWalletPrivateKey as Hex, depositXprv: file.depositXprv });
  } catch {
    // Not the library's message, which may quote what it could not parse.
    throw new Error(`${path}: a key in it is not a valid key`);
  }
}

export function keyHolderOf(keys: { hotWalletPrivateKey: Hex; depositXprv: string }): KeyHolder {
  const hot = privateKeyToAccount(keys.hotWalletPrivateKey);
  const depositNode = HDKey.fromExtendedKey(keys.depositXprv);
  if (!depositNode.privateKey) throw new Error('depositXprv holds no private key');
  const children = new Map<number, PrivateKeyAccount>();
  const child = (index: number): PrivateKeyAccount => {
    let account = children.get(index);
    if (!account) {
      const key = depositNode.deriveChild(index).privateKey;
      if (!key) throw new Error(`deposit child ${index} has no private key`);
      account = privateKeyToAccount(bytesToHex(key));
      children.set(index, account);
    }
    return account;
  };
  return {
    hotWallet: getAddress(hot.address),
    depositAddress: (index) => child(index).address,
    sign: (from, transaction) => {
      const account = from.index === null ? hot : child(from.index);
      return account.signTransaction({
        type: 'eip1559',
        chainId: transaction.chainId,
        nonce: Number(transaction.nonce),
        to: transaction.to as Address,
        value: transaction.value,
        data: transaction.data,
        gas: transaction.gas,
        maxFeePerGas: transaction.maxFeePerGas,
        maxPriorityFeePerGas: transaction.maxPriorityFeePerGas,
      });
    },
  };
}
