/**
 * Chains for the load generator's simulated users: every record still gets a key of its own from
 * the sending chain (HMAC ratchet, AES-GCM key imported per record) and every reader steps its
 * receiving chain, as in the product. What is left out is the chain's start box (one prekey seal
 * per reader device and chain, so once per 1,000 records): a chain's first key comes from the
 * stream's chain label and the chain's id, which every member of the simulated conversation can
 * compute. Readers of a stream are all in other processes, so nothing else is shared.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64Url } from '../../src/core/crypto/base64url.ts';
import {
  ReceivingChain,
  stepChain,
  type ChainPosition,
} from '../../src/core/devices/sender-chain.ts';
import type { ChainStream, RecordChains } from '../../src/core/streams/record-chains.ts';
import { err, ok } from '../../src/core/util/result.ts';

const startKey = (stream: ChainStream, chain: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(sha256(new TextEncoder().encode(`${stream.id}\n${chain}`)));

const aesKey = (bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);

export function benchChains(device: string): RecordChains {
  const sending = new Map<string, { chain: string; position: ChainPosition }>();
  const receiving = new Map<string, ReceivingChain>();
  return {
    known: () => Promise.resolve(true),
    next(stream) {
      let state = sending.get(stream.id);
      if (!state) {
        const chain = bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
        state = { chain, position: { key: startKey(stream, chain), index: 0 } };
        sending.set(stream.id, state);
      }
      const { messageKey, next } = stepChain(state.position);
      const header = { device, chain: state.chain, index: state.position.index };
      state.position = next;
      return aesKey(messageKey).then((key) => ({ header, key, start: null }));
    },
    share: () => Promise.resolve(null),
    watch: () => () => undefined,
    delivered: () => Promise.resolve(),
    async keyFor(stream, header) {
      const id = `${stream.id}|${header.device}|${header.chain}`;
      let chain = receiving.get(id);
      if (!chain) {
        chain = new ReceivingChain({ key: startKey(stream, header.chain), index: 0 });
        receiving.set(id, chain);
      }
      const key = chain.take(header.index, Date.now());
      return typeof key === 'string' ? err('gone') : ok(await aesKey(key));
    },
    accept: () => Promise.resolve([]),
  };
}
