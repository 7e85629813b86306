/**
 * Chat history at scale (npm run bench:history): one chat holding 100,000 messages in SQLite
 * (in memory, the browser's WASM build), then the time to open it (first page of 15: the first
 * open, and the median of several more), to load an older page, to open at a message, and
 * full-text search queries. The last line is one JSON object with every figure.
 */
// First, so that Gun loads without its welcome line: benchmarks print their figures only.
import { gunGraph } from '../src/core/net/gun-graph.ts';
import '../src/relay/quiet-gun.ts';
import { ChatService } from '../src/core/chat/chat-service.ts';
import { chatIdOf } from '../src/core/chat/chat-ids.ts';
import { SqlChatDirectory } from '../src/core/chat/sql-chat-directory.ts';
import type { SqlStatement, SqlValue } from '../src/core/store/sql.ts';
import { openChatDatabase } from '../test/chat/support/chat-db.ts';
import { newPair } from '../test/chat/support/chat-user.ts';
import { readOnlyChains } from './support/read-only-chains.ts';

const MESSAGES = 100_000;
const ROWS_PER_INSERT = 500;
const RUNS = 15;
const WORDS = ['harbour', 'lantern', 'orbit', 'marble', 'violet', 'thunder', 'pepper', 'willow'];

async function median(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(RUNS / 2)] ?? NaN) * 100) / 100;
}

async function main(): Promise<void> {
  const [me, friend] = await Promise.all([newPair(), newPair()]);
  const db = await openChatDatabase();
  const chatId = chatIdOf(me.pub, friend.pub);
  await db.run(
    'INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp, alias, epub) VALUES (?, ?, 1, 0, ?, ?)',
    [me.pub, friend.pub, 'friend', friend.epub],
  );

  const start0 = Date.UTC(2023, 0, 1);
  const insertStart = performance.now();
  const statements: SqlStatement[] = [];
  for (let at = 0; at < MESSAGES; at += ROWS_PER_INSERT) {
    const params: SqlValue[] = [];
    const rows: string[] = [];
    for (let i = at; i < Math.min(MESSAGES, at + ROWS_PER_INSERT); i++) {
      const mine = i % 2 === 0;
      const word = WORDS[i % WORDS.length] ?? '';
      const rare = i === 12_345 ? ' zeppelin' : '';
      rows.push('(?, ?, ?, ?, ?, ?, ?, ?)');
      params.push(
        chatId,
        `m${i}`,
        mine ? me.pub : friend.pub,
        friend.pub,
        'text',
        `message ${i}: meet me by the ${word} at ${i % 24}:00${rare}`,
        start0 + i * 60_000,
        mine ? 'sent' : 'received',
      );
    }
    statements.push({
      sql: `INSERT INTO messages (chatID, msgId, sender, peer, type, content, timestamp, status)
        VALUES ${rows.join(',')}`,
      params,
    });
  }
  await db.batch(statements);
  const insertMs = Math.round(performance.now() - insertStart);
  console.log(`inserted ${MESSAGES} messages (with the search index) in ${insertMs} ms`);

  const graph = gunGraph(() => null);
  const directory = new SqlChatDirectory(db, () => me.pub);
  const service = new ChatService({
    db,
    graph,
    session: () => me,
    directory,
    chains: readOnlyChains(db, graph, () => me, directory),
  });
  // The very first open, before SQLite has the chat's pages and statements cached.
  const coldStart = performance.now();
  const first = await service.openChat(friend.pub);
  const coldFirstPageMs = Math.round((performance.now() - coldStart) * 100) / 100;
  if (first.messages.length !== 15 || first.messages[0]?.msgId !== `m${MESSAGES - 1}`) {
    throw new Error('unexpected first page');
  }
  const firstPageMs = await median(() => service.openChat(friend.pub));
  const olderPageMs = await median(() =>
    service.history(friend.pub, { before: first.older ?? '' }),
  );
  const aroundMs = await median(() => service.historyAround(friend.pub, 'm50000'));
  const rare = await service.search('zeppelin');
  if (rare.length !== 1) throw new Error(`expected one hit, got ${rare.length}`);
  const searchRareMs = await median(() => service.search('zeppelin'));
  const searchCommonMs = await median(() => service.search('lantern', 50));
  const searchShortMs = await median(() => service.search('99', 50));
  const listMs = await median(() => service.chatList());
  const figures = {
    bench: 'history',
    messages: MESSAGES,
    insertMs,
    coldFirstPageMs,
    firstPageMs,
    olderPageMs,
    aroundMs,
    searchRareMs,
    searchCommonMs,
    searchShortMs,
    chatListMs: listMs,
  };
  console.log(`open chat, first page of 15: first open ${coldFirstPageMs} ms`);
  console.log(`open chat, first page of 15 (median of ${RUNS} later opens): ${firstPageMs} ms`);
  console.log(`older page: ${olderPageMs} ms; open at a message: ${aroundMs} ms`);
  console.log(
    `search: rare word ${searchRareMs} ms, common word (50 newest hits) ${searchCommonMs} ms, two characters (scan) ${searchShortMs} ms`,
  );
  console.log(`chat list: ${listMs} ms`);
  console.log(JSON.stringify(figures));
  await db.close();
}

await main();
