/**
 * Who talks to whom in the load generator, the same in every process: each user has four friends
 * (a private chat with each, two streams), is a member of one room of eight, and has a feed its
 * friends read. Every stream has one writer and the readers listed.
 */
export interface PlannedStream {
  /** The conversation's secret is derived from this name (a chat's two streams share one). */
  readonly secret: string;
  readonly writer: number;
  readonly readers: readonly number[];
  /** What a record in it stands for, in the report. */
  readonly kind: 'chat' | 'room' | 'feed';
}

export const ROOM_SIZE = 8;
const FRIEND_STEPS = [1, 2];

export function loadPlan(users: number): PlannedStream[] {
  const streams: PlannedStream[] = [];
  const friends = (u: number) =>
    [
      ...new Set(FRIEND_STEPS.flatMap((step) => [(u + step) % users, (u - step + users) % users])),
    ].filter((f) => f !== u);
  const chats = new Set<string>();
  for (let u = 0; u < users; u++) {
    for (const step of FRIEND_STEPS) {
      const v = (u + step) % users;
      const secret = `chat/${Math.min(u, v)}-${Math.max(u, v)}`;
      if (v === u || chats.has(secret)) continue;
      chats.add(secret);
      streams.push({ secret, writer: u, readers: [v], kind: 'chat' });
      streams.push({ secret, writer: v, readers: [u], kind: 'chat' });
    }
    streams.push({ secret: `feed/${u}`, writer: u, readers: friends(u), kind: 'feed' });
  }
  for (let first = 0; first + 1 < users; first += ROOM_SIZE) {
    const members = Array.from({ length: Math.min(ROOM_SIZE, users - first) }, (_, i) => first + i);
    for (const writer of members) {
      streams.push({
        secret: `room/${first / ROOM_SIZE}`,
        writer,
        readers: members.filter((m) => m !== writer),
        kind: 'room',
      });
    }
  }
  return streams;
}
