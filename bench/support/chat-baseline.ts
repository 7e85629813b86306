/** The private-chat baseline benches measure beside their own figures, in the same run. */
import type { ChatEvent } from '../../src/core/chat/chat-types.ts';
import { accepted } from '../../test/support/result.ts';
import { sleep } from '../../src/core/util/async.ts';
import { type ChatUser } from '../../test/chat/support/chat-user.ts';
import { eventually } from '../../test/support/eventually.ts';
import { percentiles } from './percentiles.ts';

/** `count` texts from `from` to `to`, one every `paceMs`: send() → stored at `to`. */
export async function chatSendToStored(
  from: ChatUser,
  to: ChatUser,
  count: number,
  paceMs: number,
) {
  const startedAt = new Map<string, number>();
  const samples: number[] = [];
  const stop = to.service.subscribe((event: ChatEvent) => {
    if (event.type !== 'message' || event.message.kind !== 'text') return;
    const start = startedAt.get(event.message.text);
    if (start !== undefined) samples.push(performance.now() - start);
  });
  for (let i = 0; i < count; i++) {
    const text = `chat ${i}`;
    const start = performance.now();
    startedAt.set(text, start);
    await accepted(from.service.sendText(to.pair.pub, text));
    await sleep(Math.max(0, paceMs - (performance.now() - start)));
  }
  await eventually(() => samples.length >= count, 60_000, 'chat deliveries').catch(() => false);
  stop();
  return percentiles(samples);
}
