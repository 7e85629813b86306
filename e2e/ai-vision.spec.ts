import { deflateSync } from 'node:zlib';
import type { CoreUser } from '../test/integration/support/core-user.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { aiChat, expect, modal, openAiChatTab, setUpChat, test } from './support/model-server.ts';

const PASSWORD = 'ai vision test password';
const VISION_MODEL = 'llava:latest';
const DESCRIPTION =
  'Two smiling children play with a brown dog on green grass under a blue sky. A happy, peaceful afternoon in the park.';

/** A PNG file as an image editor writes one: `width` x `height`, red on the left, blue on the right. */
function png(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows = Array.from({ length: height }, () =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) =>
        x < width / 2 ? [220, 40, 40] : [30, 90, 220],
      ).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether a picture from `peer` has reached the partner's chat with them. */
async function picturesFrom(partner: CoreUser, peer: string): Promise<number> {
  const page = await partner.core.chat.history(peer, { limit: 50 });
  return page.messages.filter((m) => m.kind === 'image' && !m.mine).length;
}

test('an image is recognised with a quick prompt, sent to the AI chat, and on to a friend', async ({
  page,
  modelServer,
  seed,
}) => {
  const photo = png(64, 48);
  // The vision model describes a PNG it can read, as a real one would look at it.
  modelServer.setScript({
    replies: (request) =>
      request.model.name === VISION_MODEL && request.imageFacts[0]?.format === 'png'
        ? DESCRIPTION
        : undefined,
  });
  const {
    users: [me],
    partners: [bob],
  } = await seed([{ page }], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: 'llama3.2:latest' });

  await chat.getByRole('button', { name: 'Image recognition' }).click();
  const panel = modal(page, 'Image recognition');
  const picker = panel.getByLabel('Drag an image here or click to pick one');
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(panel.getByRole('alert')).toHaveText(
    'unsupported file format. Supported formats: jpeg, png, webp, gif',
  );

  await picker.setInputFiles({ name: 'park.png', mimeType: 'image/png', buffer: photo });
  const preview = panel.getByRole('figure', { name: 'Picked image' });
  await expect(preview.getByRole('img', { name: 'park.png' })).toBeVisible();
  await expect(preview).toContainText('park.png');
  await expect(preview).toContainText(`${photo.length} bytes`);
  await expect(preview).toContainText('64 × 48');

  await panel
    .getByRole('group', { name: 'Quick prompts' })
    .getByRole('button', { name: 'Objects' })
    .click();
  const result = panel.getByRole('region', { name: 'Recognition result' });
  await expect(result).toContainText(DESCRIPTION);
  await expect(result).toContainText('80%');
  await expect(result.getByRole('list', { name: 'Objects' })).toHaveText(
    ['person', 'dog', 'grass', 'sky'].join(''),
  );
  await expect(result.getByRole('list', { name: 'Colours' })).toHaveText('browngreenblue');
  await expect(result.getByRole('list', { name: 'Emotions' })).toHaveText('happycalm');

  // Spec 002 section 7's call: not streamed, 0.3 and 0.9, the picture as raw base64.
  const prompt = 'List the objects you can see in this image and where they are.';
  const request = await modelServer.waitForRequest('/api/chat');
  expect(request.body).toEqual({
    model: VISION_MODEL,
    messages: [{ role: 'user', content: prompt, images: [photo.toString('base64')] }],
    stream: false,
    options: { temperature: 0.3, top_p: 0.9 },
  });
  expect(request.images).toEqual([{ format: 'png', width: 64, height: 48, bytes: photo.length }]);

  await result.getByRole('button', { name: 'Send to chat' }).click();
  await expect(panel).toBeHidden();
  const mine = aiChat(page).getByRole('article', { name: 'Your message' });
  await expect(mine).toContainText(prompt);
  await expect(mine.getByRole('img', { name: 'park.png' })).toBeVisible();
  const answer = aiChat(page).getByRole('article', { name: 'AI message' });
  await expect(answer).toContainText(DESCRIPTION);
  await expect(answer).toContainText(VISION_MODEL);
  // Added without asking the model again.
  expect(
    modelServer.requests.filter((r) => r.path === '/api/chat' && r.method === 'POST'),
  ).toHaveLength(1);

  await mine.getByRole('button', { name: 'Send park.png to a friend' }).click();
  await page.getByRole('list', { name: 'Forward to' }).getByText('Bob', { exact: true }).click();
  await expect(page.getByText('Picture sent to Bob', { exact: true })).toBeVisible();
  await expect.poll(() => picturesFrom(bob, me.pub), { timeout: NETWORK_TIMEOUT_MS }).toBe(1);
});
