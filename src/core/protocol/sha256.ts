/**
 * A small synchronous SHA-256 (FIPS 180-4). WebCrypto's digest is asynchronous per call, which
 * makes the thousands of tries of a letter's stamp (./letter-stamp.ts) slow in a browser; this one
 * also resumes from a saved state, so each try hashes only the letter's last block or two.
 * `@noble/hashes`, copying its state per try, was more than ten times slower at this.
 */
/** The round constants (FIPS 180-4 §4.2.2); the Web Tools page's own decryptor takes them too. */
export const SHA256_ROUND_CONSTANTS = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** The initial hash value (FIPS 180-4 §5.3.3). */
export const SHA256_INITIAL_STATE = Uint32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** One 64-byte block at `offset` of `bytes` into `state`; `w` is scratch space. */
function compress(state: Uint32Array, bytes: Uint8Array, offset: number, w: Uint32Array): void {
  for (let i = 0; i < 16; i++) {
    const at = offset + i * 4;
    w[i] =
      ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  }
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
    const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 =
      (h +
        (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
        ((e & f) ^ (~e & g)) +
        SHA256_ROUND_CONSTANTS[i]! +
        w[i]!) |
      0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/**
 * The state after the whole 64-byte blocks of a prefix, from which many messages that share that
 * prefix are finished (`finish`).
 */
export interface Sha256Midstate {
  readonly state: Uint32Array;
  /** Bytes of the prefix already hashed (a multiple of 64). */
  readonly length: number;
  /** The prefix's bytes after its last whole block. */
  readonly rest: Uint8Array;
}

export function sha256Midstate(prefix: Uint8Array): Sha256Midstate {
  const state = SHA256_INITIAL_STATE.slice();
  const w = new Uint32Array(64);
  const whole = prefix.length - (prefix.length % 64);
  for (let offset = 0; offset < whole; offset += 64) compress(state, prefix, offset, w);
  return { state, length: whole, rest: prefix.slice(whole) };
}

/** The digest (32 bytes) of the midstate's prefix followed by `tail`. */
export function sha256Finish(mid: Sha256Midstate, tail: Uint8Array): Uint8Array {
  return new Sha256Tail(mid, tail.length).digest(tail);
}

/**
 * Finishes one midstate with many tails of one length, reusing its buffers: what a stamp's
 * search runs once per try.
 */
export class Sha256Tail {
  readonly #mid: Sha256Midstate;
  readonly #state = new Uint32Array(8);
  readonly #w = new Uint32Array(64);
  readonly #padded: Uint8Array;

  constructor(mid: Sha256Midstate, tailLength: number) {
    this.#mid = mid;
    const bodyLength = mid.rest.length + tailLength;
    this.#padded = new Uint8Array(Math.ceil((bodyLength + 9) / 64) * 64);
    this.#padded.set(mid.rest);
    this.#padded[bodyLength] = 0x80;
    const bits = (mid.length + bodyLength) * 8;
    const view = new DataView(this.#padded.buffer);
    view.setUint32(this.#padded.length - 8, Math.floor(bits / 2 ** 32));
    view.setUint32(this.#padded.length - 4, bits >>> 0);
  }

  /** The digest's state words (big-endian) for `tail`, valid until the next call. */
  words(tail: Uint8Array): Uint32Array {
    const state = this.#state;
    state.set(this.#mid.state);
    this.#padded.set(tail, this.#mid.rest.length);
    for (let offset = 0; offset < this.#padded.length; offset += 64) {
      compress(state, this.#padded, offset, this.#w);
    }
    return state;
  }

  digest(tail: Uint8Array): Uint8Array {
    const words = this.words(tail);
    const digest = new Uint8Array(32);
    const out = new DataView(digest.buffer);
    for (let i = 0; i < 8; i++) out.setUint32(i * 4, words[i]!);
    return digest;
  }
}

export function sha256(bytes: Uint8Array): Uint8Array {
  return sha256Finish(sha256Midstate(bytes), new Uint8Array(0));
}
