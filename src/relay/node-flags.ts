/**
 * Node flags the relay runs with (`npm start`, `npm run relay` and the test harness pass them).
 * V8 sizes its heap growth by the heap limit: on a machine with many gigabytes it lets the heap
 * grow up to four times its live size between collections. A relay's live set is small (stream
 * nodes leave memory when idle, the disk has them) but it makes garbage quickly (signature checks,
 * radisk rewriting its files), so with the default limit its RSS sat at twice what it used. With a
 * limit of 512 MB V8 grows the heap by about 1.6 times instead. Short-lived garbage is most of what
 * it makes, and the young generation's semi-spaces (16 MB each by default) held as much memory as
 * the live set; at 4 MB they are collected more often, at no cost in throughput that we measured.
 */
export const RELAY_NODE_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=4'] as const;
