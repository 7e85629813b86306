import { createAccount } from './support/fixtures.ts';
import { expect, openAiChatTab, setUpChat, test } from './support/model-server.ts';

const PASSWORD = 'ai streaming test password';
const MODEL = 'llama3.2:latest';

test('while an answer streams, its finished blocks show as Markdown and hostile HTML in it stays inert', async ({
  page,
  modelServer,
}) => {
  const tail = Array.from({ length: 100 }, (_, i) => `more${i + 1}`).join(' ');
  const answerText = [
    '# Plan',
    '',
    '- one',
    '- two',
    '',
    '<img src="x" onerror="window.__pwned = \'img\'">',
    '<body onload="window.__pwned = \'body\'"><b>bold</b></body>',
    '',
    '```js',
    'const answer = 42;',
    '```',
    '',
    tail,
  ].join('\n');
  modelServer.setScript({
    replies: { 'Make a plan': { content: answerText, chunkDelayMs: 50 } },
  });
  await createAccount(page, { alias: 'Planner', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL, stream: true });
  // Every element that ever enters an answer, however briefly it stays there.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { __entered?: string[] }).__entered = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('.ai-markdown')) continue;
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const element of [node, ...node.querySelectorAll('*')]) {
            const names = [...element.attributes].map((attribute) => attribute.name);
            seen.push([element.localName, ...names].join(' '));
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('Make a plan');
  await input.press('Enter');
  const answer = chat.getByRole('article', { name: 'AI message' });
  await expect(answer.getByRole('heading', { name: 'Plan' })).toBeVisible();
  await expect(answer.getByRole('listitem')).toHaveText(['one', 'two']);
  await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(answer.locator('pre code')).toContainText('const answer = 42;');
  // All of that while the answer is still being written.
  await expect(answer.getByText('Writing...')).toBeVisible();

  await expect(answer).toContainText('more100');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(answer.locator('code.hljs')).toContainText('const answer = 42;');
  const entered = await page.evaluate(() => (window as { __entered?: string[] }).__entered ?? []);
  expect(entered.length).toBeGreaterThan(0);
  expect(entered.filter((tag) => /^(img|script|iframe|svg)\b|\s(on\w+|style)\b/.test(tag))).toEqual(
    [],
  );
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('a long answer keeps the chat at its end while it streams, unless the reader scrolled up', async ({
  page,
  modelServer,
}) => {
  // Short paragraphs, so that the answer soon fills more than the screen.
  const story = Array.from({ length: 300 }, (_, i) =>
    (i + 1) % 4 === 0 ? `w${i + 1}\n\n` : `w${i + 1} `,
  ).join('');
  modelServer.setScript({
    replies: { 'Tell me more': { content: story, chunkDelayMs: 20 } },
  });
  await createAccount(page, { alias: 'Reader', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL, stream: true });
  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('Tell me more');
  await input.press('Enter');

  const log = chat.getByRole('log', { name: 'Messages' });
  const answer = chat.getByRole('article', { name: 'AI message' });
  const distanceFromEnd = () =>
    log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
  await expect(answer).toContainText('w120');
  expect(await log.evaluate((element) => element.scrollHeight > 2 * element.clientHeight)).toBe(
    true,
  );
  await expect.poll(distanceFromEnd).toBeLessThan(48);

  // Scrolled up to read: the text goes on arriving below without moving what is read.
  await log.evaluate((element) => element.scrollTo({ top: 0 }));
  const backDown = chat.getByRole('button', { name: 'Scroll to the latest message' });
  await expect(backDown).toBeVisible();
  await expect(answer).toContainText('w200');
  expect(await log.evaluate((element) => element.scrollTop)).toBe(0);

  await backDown.click();
  await expect(backDown).toBeHidden();
  await expect(answer).toContainText('w300');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect.poll(distanceFromEnd).toBeLessThan(48);
});
