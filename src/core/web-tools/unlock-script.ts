/**
 * The scripts of a locked page (./locked-page.ts), as the visitor's browser runs them.
 *
 * A `data:` page opened from the address bar is not a secure context in Chromium, so it has no
 * `crypto.subtle`: the decryptor then opens the box itself (SHA-256, HMAC, PBKDF2, AES-256-GCM
 * with its tag checked before any plaintext is used), and uses WebCrypto wherever the browser
 * offers it. Plain ES2017 without modules: it runs as an inline classic script.
 */

import { SHA256_INITIAL_STATE, SHA256_ROUND_CONSTANTS } from '../protocol/sha256.ts';

/** Defines `openLocked(box, password)`: the plaintext, or null for a wrong password or a broken box. */
export const DECRYPT_SCRIPT = String.raw`
"use strict";
function base64Bytes(text) {
  var binary = atob(text);
  var bytes = new Uint8Array(binary.length);
  for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

var SHA256_K = Int32Array.from([${[...SHA256_ROUND_CONSTANTS].join(', ')}]);
var SHA256_INITIAL = Int32Array.from([${[...SHA256_INITIAL_STATE].join(', ')}]);

/** One block (16 words) into state (8 words); w is 64 words of scratch space. */
function sha256Compress(state, block, w) {
  var i;
  for (i = 0; i < 16; i++) w[i] = block[i];
  for (i = 16; i < 64; i++) {
    var x = w[i - 15], y = w[i - 2];
    var s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    var s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  var a = state[0], b = state[1], c = state[2], d = state[3];
  var e = state[4], f = state[5], g = state[6], h = state[7];
  for (i = 0; i < 64; i++) {
    var t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
      ((e & f) ^ (~e & g)) + SHA256_K[i] + w[i]) | 0;
    var t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
      ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  state[0] = (state[0] + a) | 0; state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0; state[3] = (state[3] + d) | 0;
  state[4] = (state[4] + e) | 0; state[5] = (state[5] + f) | 0;
  state[6] = (state[6] + g) | 0; state[7] = (state[7] + h) | 0;
}

/** The digest words of bytes, hashed on from state after hashedBefore bytes (whole blocks). */
function sha256Words(bytes, state, hashedBefore) {
  var padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  var view = new DataView(padded.buffer);
  var bits = (hashedBefore + bytes.length) * 8;
  view.setUint32(padded.length - 8, Math.floor(bits / 4294967296));
  view.setUint32(padded.length - 4, bits >>> 0);
  var out = Int32Array.from(state), block = new Int32Array(16), w = new Int32Array(64);
  for (var offset = 0; offset < padded.length; offset += 64) {
    for (var i = 0; i < 16; i++) block[i] = view.getInt32(offset + i * 4);
    sha256Compress(out, block, w);
  }
  return out;
}

function wordsToBytes(words) {
  var bytes = new Uint8Array(words.length * 4), view = new DataView(bytes.buffer);
  for (var i = 0; i < words.length; i++) view.setInt32(i * 4, words[i]);
  return bytes;
}

/** PBKDF2-HMAC-SHA256 for one 32-byte block: each round is two compressions from kept pads. */
function pbkdf2Sha256(password, salt, iterations) {
  var key = password.length > 64 ? wordsToBytes(sha256Words(password, SHA256_INITIAL, 0)) : password;
  var pad = new Uint8Array(64), w = new Int32Array(64), block = new Int32Array(16);
  var padState = function (fill) {
    pad.fill(fill);
    for (var i = 0; i < key.length; i++) pad[i] ^= key[i];
    var view = new DataView(pad.buffer), state = Int32Array.from(SHA256_INITIAL);
    for (var j = 0; j < 16; j++) block[j] = view.getInt32(j * 4);
    sha256Compress(state, block, w);
    return state;
  };
  var inner = padState(0x36), outer = padState(0x5c);
  var first = new Uint8Array(salt.length + 4);
  first.set(salt);
  first[salt.length + 3] = 1;
  var u = sha256Words(wordsToBytes(sha256Words(first, inner, 64)), outer, 64);
  var result = Int32Array.from(u), state = new Int32Array(8);
  // A 32-byte message after a 64-byte pad: the block is the message, then 0x80, then 768 bits.
  block.fill(0);
  block[8] = -2147483648;
  block[15] = 768;
  for (var round = 1; round < iterations; round++) {
    block.set(u);
    state.set(inner);
    sha256Compress(state, block, w);
    block.set(state);
    state.set(outer);
    sha256Compress(state, block, w);
    u = state;
    for (var k = 0; k < 8; k++) result[k] ^= u[k];
  }
  return wordsToBytes(result);
}

var AES_SBOX = (function () {
  var box = new Uint8Array(256), p = 1, q = 1;
  var rotl = function (x, n) { return ((x << n) | (x >>> (8 - n))) & 0xff; };
  do {
    p = (p ^ (p << 1) ^ (p & 0x80 ? 0x1b : 0)) & 0xff;
    q ^= q << 1; q ^= q << 2; q ^= q << 4; q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    box[p] = q ^ rotl(q, 1) ^ rotl(q, 2) ^ rotl(q, 3) ^ rotl(q, 4) ^ 0x63;
  } while (p !== 1);
  box[0] = 0x63;
  return box;
})();

function xtime(x) { return ((x << 1) ^ (x & 0x80 ? 0x1b : 0)) & 0xff; }

/** The 15 round keys of AES-256, one after another. */
function aesExpandKey(key) {
  var words = new Uint8Array(240), rcon = 1;
  words.set(key);
  for (var i = 32; i < 240; i += 4) {
    var t0 = words[i - 4], t1 = words[i - 3], t2 = words[i - 2], t3 = words[i - 1];
    if (i % 32 === 0) {
      var first = t0;
      t0 = AES_SBOX[t1] ^ rcon; t1 = AES_SBOX[t2]; t2 = AES_SBOX[t3]; t3 = AES_SBOX[first];
      rcon = xtime(rcon);
    } else if (i % 32 === 16) {
      t0 = AES_SBOX[t0]; t1 = AES_SBOX[t1]; t2 = AES_SBOX[t2]; t3 = AES_SBOX[t3];
    }
    words[i] = words[i - 32] ^ t0; words[i + 1] = words[i - 31] ^ t1;
    words[i + 2] = words[i - 30] ^ t2; words[i + 3] = words[i - 29] ^ t3;
  }
  return words;
}

function aesEncryptBlock(roundKeys, input) {
  var state = new Uint8Array(16), next = new Uint8Array(16), i, c, row;
  for (i = 0; i < 16; i++) state[i] = input[i] ^ roundKeys[i];
  for (var round = 1; round <= 14; round++) {
    for (c = 0; c < 4; c++) {
      for (row = 0; row < 4; row++) next[c * 4 + row] = AES_SBOX[state[((c + row) % 4) * 4 + row]];
    }
    if (round < 14) {
      for (c = 0; c < 16; c += 4) {
        var a0 = next[c], a1 = next[c + 1], a2 = next[c + 2], a3 = next[c + 3];
        var all = a0 ^ a1 ^ a2 ^ a3;
        next[c] ^= all ^ xtime(a0 ^ a1); next[c + 1] ^= all ^ xtime(a1 ^ a2);
        next[c + 2] ^= all ^ xtime(a2 ^ a3); next[c + 3] ^= all ^ xtime(a3 ^ a0);
      }
    }
    for (i = 0; i < 16; i++) state[i] = next[i] ^ roundKeys[round * 16 + i];
  }
  return state;
}

/** x times h in GCM's field; both four big-endian words, x changed in place. */
function gcmMultiply(x, h) {
  var z0 = 0, z1 = 0, z2 = 0, z3 = 0, v0 = h[0], v1 = h[1], v2 = h[2], v3 = h[3];
  for (var i = 0; i < 128; i++) {
    if ((x[i >>> 5] >>> (31 - (i & 31))) & 1) { z0 ^= v0; z1 ^= v1; z2 ^= v2; z3 ^= v3; }
    var carry = v3 & 1;
    v3 = (v3 >>> 1) | (v2 << 31); v2 = (v2 >>> 1) | (v1 << 31);
    v1 = (v1 >>> 1) | (v0 << 31); v0 = v0 >>> 1;
    if (carry) v0 ^= 0xe1000000;
  }
  x[0] = z0; x[1] = z1; x[2] = z2; x[3] = z3;
}

/** AES-256-GCM with a 12-byte IV and a 16-byte tag after the ciphertext; null if the tag fails. */
function aesGcmOpen(key, iv, sealed) {
  if (iv.length !== 12 || sealed.length < 16) return null;
  var roundKeys = aesExpandKey(key);
  var length = sealed.length - 16, data = sealed.subarray(0, length), i;
  var hView = new DataView(aesEncryptBlock(roundKeys, new Uint8Array(16)).buffer);
  var h = [hView.getInt32(0), hView.getInt32(4), hView.getInt32(8), hView.getInt32(12)];
  var x = [0, 0, 0, 0], chunk = new Uint8Array(16), chunkView = new DataView(chunk.buffer);
  for (var offset = 0; offset < length; offset += 16) {
    chunk.fill(0);
    chunk.set(data.subarray(offset, offset + 16));
    for (i = 0; i < 4; i++) x[i] ^= chunkView.getInt32(i * 4);
    gcmMultiply(x, h);
  }
  var bits = length * 8;
  x[2] ^= Math.floor(bits / 4294967296);
  x[3] ^= bits >>> 0;
  gcmMultiply(x, h);
  var counter = new Uint8Array(16), counterView = new DataView(counter.buffer);
  counter.set(iv);
  counterView.setUint32(12, 1);
  var mask = aesEncryptBlock(roundKeys, counter), tag = sealed.subarray(length), diff = 0;
  for (i = 0; i < 16; i++) diff |= tag[i] ^ mask[i] ^ ((x[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff);
  if (diff !== 0) return null;
  var plain = new Uint8Array(length);
  for (var block = 0; block * 16 < length; block++) {
    counterView.setUint32(12, block + 2);
    var stream = aesEncryptBlock(roundKeys, counter);
    for (i = block * 16; i < Math.min(length, block * 16 + 16); i++) plain[i] = data[i] ^ stream[i % 16];
  }
  return plain;
}

function openInScript(box, password) {
  var key = pbkdf2Sha256(new TextEncoder().encode(password), base64Bytes(box.salt), box.iterations);
  var plain = aesGcmOpen(key, base64Bytes(box.iv), base64Bytes(box.ciphertext));
  return plain && new TextDecoder().decode(plain);
}

async function openWithWebCrypto(box, password) {
  var subtle = crypto.subtle;
  var material = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveKey']);
  var key = await subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: base64Bytes(box.salt), iterations: box.iterations },
    material, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
  var plain = await subtle.decrypt({ name: 'AES-GCM', iv: base64Bytes(box.iv) }, key, base64Bytes(box.ciphertext));
  return new TextDecoder().decode(plain);
}

async function openLocked(box, password) {
  try {
    return typeof crypto === 'object' && crypto.subtle
      ? await openWithWebCrypto(box, password)
      : openInScript(box, password);
  } catch (error) {
    return null;
  }
}
`;

/**
 * The page's steps: a sum of two random numbers from 1 to 100 (a new one after a wrong answer),
 * then the password; the opened content is shown as text, never run.
 */
export const UNLOCK_SCRIPT = String.raw`
"use strict";
(function () {
  var byId = function (id) { return document.getElementById(id); };
  var box = JSON.parse(byId('locked-box').textContent);
  var sum = 0;
  var ask = function () {
    var numbers = crypto.getRandomValues(new Uint32Array(2));
    var a = 1 + (numbers[0] % 100), b = 1 + (numbers[1] % 100);
    sum = a + b;
    byId('sum-question').textContent = a + ' + ' + b + ' = ?';
    byId('sum-answer').value = '';
  };
  ask();
  byId('sum-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var answer = byId('sum-answer').value.trim();
    if (answer === '' || Number(answer) !== sum) {
      byId('sum-wrong').hidden = false;
      ask();
      byId('sum-answer').focus();
      return;
    }
    byId('sum-form').hidden = true;
    byId('password-form').hidden = false;
    byId('password').focus();
  });
  byId('password-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var button = byId('unlock');
    button.disabled = true;
    byId('password-wrong').hidden = true;
    byId('unlocking').hidden = false;
    // Lets the notice paint before the key is derived, which takes a moment.
    setTimeout(function () {
      openLocked(box, byId('password').value).then(function (text) {
        byId('unlocking').hidden = true;
        button.disabled = false;
        if (text === null) {
          byId('password-wrong').hidden = false;
          byId('password').select();
          return;
        }
        byId('password-form').hidden = true;
        byId('content').textContent = text;
        byId('content').hidden = false;
      });
    }, 30);
  });
})();
`;
