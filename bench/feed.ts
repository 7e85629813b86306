/**
 * The moments feed (npm run bench:feed):
 * 1. opening a feed that holds 50 friends × 200 moments: a reader's database (SQLite in memory,
 *    the browser's WASM build) holds its friends and their moments, stored by the same store
 *    functions the moment reader uses when a moment arrives (every fifth with a picture); then the
 *    time of MomentService.feed() for the first page of 10 and the page after it, warm, on a fresh
 *    service, and on a fresh database opened from the same bytes; the query plan of both pages;
 *    the same first page of a feed of 1 friend × 10 moments in the same run is the baseline;
 * 2. a friend's new moment: two users befriended on one local relay, the friend posts paced
 *    moments; from post() to the reader's "moment" event (stored), and to the reader's first page
 *    holding it (shown), beside a private chat's send() to stored between the same users; and my
 *    paced comments on the friend's moment, from comment() to the friend (its author) holding
 *    each (talk travels in my feed as the friend's moments do in theirs).
 * The last line is one JSON object with every figure.
 */
// First, so that Gun loads without its welcome line: benchmarks print their figures only.
import { gunGraph } from '../src/core/net/gun-graph.ts';
import { accepted } from '../test/support/result.ts';
import '../src/relay/quiet-gun.ts';
import { newMessageId } from '../src/core/streams/message-ids.ts';
import { SqlChatDirectory } from '../src/core/chat/sql-chat-directory.ts';
import { ContactStore } from '../src/core/contacts/contact-store.ts';
import type { KeyPair } from '../src/core/crypto/sea.ts';
import { MomentService, type MomentEvent } from '../src/core/moments/moment-service.ts';
import { insertImage, insertMoment, type MomentKey } from '../src/core/moments/moment-store.ts';
import { MOMENT_LIMITS } from '../src/core/moments/moment-types.ts';
import { openMemoryDatabase } from '../src/core/store/node-sqlite.ts';
import type { SqlDatabase, SqlParams, SqlRow, SqlStatement } from '../src/core/store/sql.ts';
import { ok } from '../src/core/util/result.ts';
import { openChatDatabase } from '../test/chat/support/chat-db.ts';
import { befriend, newPair } from '../test/chat/support/chat-user.ts';
import { eventually } from '../test/support/eventually.ts';
import { startMomentUser, type MomentUser } from '../test/moments/support/moment-user.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay } from '../test/support/relay.ts';
import { chatSendToStored } from './support/chat-baseline.ts';
import { percentiles } from './support/percentiles.ts';
import { readOnlyChains } from './support/read-only-chains.ts';

const FRIENDS = Number(process.env['MESHTALK_FEED_FRIENDS'] ?? 50);
const PER_FRIEND = Number(process.env['MESHTALK_FEED_MOMENTS'] ?? 200);
const RUNS = Number(process.env['MESHTALK_FEED_RUNS'] ?? 30);
const COLD_RUNS = 10;
const POSTS = Number(process.env['MESHTALK_FEED_POSTS'] ?? 40);
const PACE_MS = 200;
const DAY = 86_400_000;
const WORDS = ['harbour', 'lantern', 'orbit', 'marble', 'violet', 'thunder', 'pepper', 'willow'];
const PICTURE =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AKp//2Q==';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms: number) => Math.round(ms * 100) / 100;
const median = (samples: readonly number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? NaN;

interface StoredFeed {
  readonly me: KeyPair;
  readonly db: SqlDatabase;
  readonly moments: number;
}

/** A reader's database holding `friends` friends with `perFriend` moments each, a day or so apart. */
async function storeFeed(friends: number, perFriend: number): Promise<StoredFeed> {
  const me = await newPair();
  const db = await openChatDatabase();
  const contacts = new ContactStore(db);
  const now = Date.now();
  for (let f = 0; f < friends; f++) {
    const friend = await newPair();
    const epoch = newMessageId();
    const statements: SqlStatement[] = contacts.addFriend(me.pub, {
      pub: friend.pub,
      alias: `friend ${f}`,
      avatar: '',
      epub: friend.epub,
      epubSource: 'shared',
      since: now - 400 * DAY,
    });
    for (let i = 0; i < perFriend; i++) {
      const key = { author: friend.pub, id: newMessageId() };
      const words = Array.from({ length: 4 + (i % 12) }, (_, w) => WORDS[(f + i + w) % 8]);
      const pictures = i % 5 === 0 ? 1 : 0;
      // Each friend posts about once a day, at its own hour of the day.
      const ts = now - i * DAY - ((f * 7_919 + i * 104_729) % DAY);
      const moment = { epoch, text: `${f}.${i} ${words.join(' ')}`, images: pictures, ts };
      statements.push(insertMoment(key, moment, now));
      if (pictures) statements.push(...insertImage(key, 0, PICTURE, epoch, now));
    }
    await db.batch(statements);
  }
  return { me, db, moments: friends * perFriend };
}

/** A moment service for reading only: feed() needs neither the relay nor start(). */
function reader(feed: StoredFeed, db = feed.db): MomentService {
  const graph = gunGraph(() => null);
  const session = () => feed.me;
  const directory = new SqlChatDirectory(db, () => feed.me.pub);
  return new MomentService({
    db,
    graph,
    session,
    directory,
    chat: { sendFeedKey: () => Promise.resolve(ok(undefined)) },
    chains: readOnlyChains(db, graph, session, directory),
    devicesOf: () => Promise.resolve([]),
  });
}

/** The database, noting the SQL of every query. */
function noting(db: SqlDatabase, queries: { sql: string; params: SqlParams | undefined }[]) {
  const noted: SqlDatabase = {
    ...db,
    all: <T extends SqlRow = SqlRow>(sql: string, params?: SqlParams) => {
      queries.push({ sql, params });
      return db.all<T>(sql, params);
    },
  };
  return noted;
}

/** The plan of the first query feed() runs (the page's own), one step after another. */
async function feedPlans(feed: StoredFeed) {
  const queries: { sql: string; params: SqlParams | undefined }[] = [];
  const moments = reader(feed, noting(feed.db, queries));
  const planOf = async () => {
    const query = queries[0];
    if (!query) return '';
    const steps = await feed.db.all<{ detail: string }>(
      `EXPLAIN QUERY PLAN ${query.sql}`,
      query.params,
    );
    return steps.map((step) => step.detail).join(' | ');
  };
  const page = await moments.feed();
  const first = await planOf();
  queries.length = 0;
  await moments.feed({ before: page.next });
  return { firstPage: first, nextPage: await planOf() };
}

/** Warm: the same service (after 5 unmeasured calls), RUNS times: the first page, then the next. */
async function warmPages(feed: StoredFeed) {
  const moments = reader(feed);
  for (let run = 0; run < 5; run++) await moments.feed();
  const first: number[] = [];
  const next: number[] = [];
  let shown = 0;
  for (let run = 0; run < RUNS; run++) {
    let start = performance.now();
    const page = await moments.feed();
    first.push(performance.now() - start);
    shown = page.moments.length;
    if (!page.next) continue;
    start = performance.now();
    await moments.feed({ before: page.next });
    next.push(performance.now() - start);
  }
  const figures = { shown, firstPage: percentiles(first), nextPage: percentiles(next) };
  return { figures, firstMedian: median(first) };
}

/**
 * Cold: a fresh service on the open database, then a fresh database opened from the same bytes
 * (an app opened again), each with its first feed() call.
 */
async function coldPages(feed: StoredFeed) {
  const service: number[] = [];
  const open: number[] = [];
  const firstPage: number[] = [];
  const bytes = await feed.db.export();
  for (let run = 0; run < COLD_RUNS; run++) {
    let start = performance.now();
    await reader(feed).feed();
    service.push(performance.now() - start);
    start = performance.now();
    const db = await openMemoryDatabase({ snapshot: bytes });
    open.push(performance.now() - start);
    start = performance.now();
    await reader(feed, db).feed();
    firstPage.push(performance.now() - start);
    await db.close();
  }
  return {
    freshService: percentiles(service),
    freshDatabase: { openMs: percentiles(open), firstPage: percentiles(firstPage) },
    databaseMb: round(bytes.length / 1e6),
  };
}

/** Paced moments from `author`: post() → "moment" event at `reader`, and → in its first page. */
async function momentLatency(author: MomentUser, readerUser: MomentUser) {
  const storedAt = new Map<string, number>();
  const shownAt = new Map<string, number>();
  const stop = readerUser.moments.subscribe((event: MomentEvent) => {
    if (event.type !== 'moment' || event.author !== author.pair.pub) return;
    if (storedAt.has(event.id)) return;
    storedAt.set(event.id, performance.now());
    void readerUser.moments.feed().then((page) => {
      if (page.moments.some((m) => m.id === event.id) && !shownAt.has(event.id))
        shownAt.set(event.id, performance.now());
    });
  });
  const startedAt = new Map<string, number>();
  for (let i = 0; i < POSTS; i++) {
    const start = performance.now();
    const { id } = await accepted(author.moments.post(`paced moment ${i}`));
    startedAt.set(id, start);
    await sleep(Math.max(0, PACE_MS - (performance.now() - start)));
  }
  const all = () => [...startedAt.keys()].every((id) => shownAt.has(id));
  await eventually(all, 60_000, 'moments shown').catch(() => false);
  stop();
  const since = (at: Map<string, number>) =>
    [...startedAt].flatMap(([id, start]) => {
      const end = at.get(id);
      return end === undefined ? [] : [end - start];
    });
  return { stored: percentiles(since(storedAt)), shown: percentiles(since(shownAt)) };
}

/** Paced comments (as many as one person may make) by `writer` on `author`'s moment. */
async function commentLatency(author: MomentUser, writer: MomentUser, moment: MomentKey) {
  const storedAt = new Map<string, number>();
  const stop = author.moments.subscribe((event: MomentEvent) => {
    if (event.type !== 'moment' || event.id !== moment.id) return;
    void author.moments.comments(moment).then((comments) => {
      for (const { text } of comments)
        if (!storedAt.has(text)) storedAt.set(text, performance.now());
    });
  });
  const startedAt = new Map<string, number>();
  for (let i = 0; i < MOMENT_LIMITS.commentsPerPerson; i++) {
    const start = performance.now();
    const text = `paced comment ${i}`;
    startedAt.set(text, start);
    await accepted(writer.moments.comment(moment, text));
    await sleep(Math.max(0, PACE_MS - (performance.now() - start)));
  }
  const all = () => [...startedAt.keys()].every((text) => storedAt.has(text));
  await eventually(all, 60_000, 'comments stored').catch(() => false);
  stop();
  return percentiles(
    [...startedAt].flatMap(([text, start]) => {
      const end = storedAt.get(text);
      return end === undefined ? [] : [end - start];
    }),
  );
}

async function openFeed() {
  const big = await storeFeed(FRIENDS, PER_FRIEND);
  const small = await storeFeed(1, 10);
  try {
    const plan = await feedPlans(big);
    console.log('query plan, first page:', plan.firstPage);
    console.log('query plan, next page: ', plan.nextPage);
    const baseline = await warmPages(small);
    const { figures: warm, firstMedian } = await warmPages(big);
    console.log(`feed of ${FRIENDS} friends × ${PER_FRIEND} moments, ${RUNS} runs: ms`, warm);
    console.log(`baseline, feed of 1 friend × 10 moments: ms`, baseline.figures);
    const ratio = round(firstMedian / baseline.firstMedian);
    console.log(`ratio first page ${big.moments}/10 moments at p50: ${ratio}`);
    const cold = await coldPages(big);
    console.log(`cold, ${COLD_RUNS} runs: ms`, JSON.stringify(cold));
    return {
      stored: big.moments,
      warm,
      baseline: baseline.figures,
      ratioFirstPageP50: ratio,
      cold,
      plan,
    };
  } finally {
    await Promise.all([big.db.close(), small.db.close()]);
  }
}

async function newMoments() {
  await buildRelay();
  const relay = await startTestRelay({ serveApp: false });
  const friend = await startMomentUser(relay.gunUrl, 'friend');
  const me = await startMomentUser(relay.gunUrl, 'me');
  try {
    await befriend(friend, me);
    // The friend's feed key reaches me in our chat: a first moment shows once it has.
    const first = await accepted(friend.moments.post('hello'));
    await eventually(async () => (await me.moments.get(first)) !== null, 30_000, 'feed key');
    await accepted(friend.service.sendText(me.pair.pub, 'hello'));
    await eventually(() => me.events.some((e) => e.type === 'message'), 30_000, 'chat');
    await sleep(1_000);
    const moments = await momentLatency(friend, me);
    console.log(`a friend's new moment, ${POSTS} paced every ${PACE_MS} ms: ms`, moments);
    const chat = await chatSendToStored(friend, me, POSTS, PACE_MS);
    console.log('private chat, same users, same pace: send → stored: ms', chat);
    const ratio = round(moments.stored.p50 / chat.p50);
    console.log(`ratio moment stored / chat stored at p50: ${ratio}`);
    const comments = await commentLatency(friend, me, first);
    console.log(
      `my comment on the friend's moment, paced: comment → stored at the author: ms`,
      comments,
    );
    const commentRatio = round(comments.p50 / chat.p50);
    console.log(`ratio comment stored / chat stored at p50: ${commentRatio}`);
    return { ...moments, chat, ratioStoredP50: ratio, comments, ratioCommentP50: commentRatio };
  } finally {
    await Promise.all([friend.close(), me.close()]);
    await relay.dispose();
  }
}

async function main(): Promise<void> {
  const open = await openFeed();
  const posted = await newMoments();
  console.log(
    JSON.stringify({
      bench: 'feed',
      friends: FRIENDS,
      perFriend: PER_FRIEND,
      open,
      newMoment: posted,
    }),
  );
}

await main();
process.exit(0);
