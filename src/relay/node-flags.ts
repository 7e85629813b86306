/**
 * Node flags the relay runs with (`npm start`, `npm run relay` and the test harness pass them).
 * V8 sizes its heap growth by the heap limit: on a machine with many gigabytes it lets the heap
 * grow up to four times its live size between collections. A relay's live set is small (stream
 * nodes leave memory when idle, the disk has them) but it makes garbage quickly (signature checks,
 * radisk rewriting its files), so with the default limit its RSS sat at twice what it used. With a
 * limit of 512 MB V8 grows the heap by about 1.6 times instead.
 */
export const RELAY_NODE_FLAGS = ['--max-old-space-size=512'] as const;
