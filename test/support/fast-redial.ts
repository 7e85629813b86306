import type { RedialSchedule } from '../../src/core/net/gun.ts';

/** Clients in tests dial a restarted relay again within a tenth of a second, not seconds. */
export const FAST_REDIAL: RedialSchedule = { firstMs: 100, maxMs: 1_000, checkEveryMs: 50 };
