'use strict';
// Gun's SEA, outside a browser, builds its Web Crypto as `new (require('@peculiar/webcrypto').Crypto)()`.
// That package computes ECDSA and ECDH in JavaScript on the main thread; Node ships the same
// standard API in native code, which this hands over instead.
class NodeCrypto {
  constructor() {
    return globalThis.crypto;
  }
}
module.exports = { Crypto: NodeCrypto };
