import { createAccount, reloadAndLogin } from './support/fixtures.ts';
import { aiChat, expect, modal, openAiChatTab, setUpChat, test } from './support/model-server.ts';

const PASSWORD = 'ai chat test password';
const MODEL = 'llama3.2:latest';

test('a streamed answer arrives chunk by chunk, Stop really ends it, and the conversation survives a reload', async ({
  page,
  modelServer,
}) => {
  const story = Array.from({ length: 400 }, (_, i) => `word${i + 1}`).join(' ');
  modelServer.setScript({
    replies: { 'Tell me a long story': { content: story, chunkDelayMs: 40 } },
  });
  await createAccount(page, { alias: 'Streamer', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await expect(chat.getByRole('link', { name: 'User guide' }).last()).toBeVisible();
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL, stream: true });

  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('Tell me a long story');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(chat.getByRole('article', { name: 'Your message' })).toContainText(
    'Tell me a long story',
  );

  const answer = chat.getByRole('article', { name: 'AI message' }).locator('.ai-markdown');
  await expect(answer).toContainText('word3');
  const early = await answer.innerText();
  expect(early).not.toContain('word400');
  // More text arrives while the reply is still being written.
  await expect(answer).toContainText('word30');
  await expect(chat.getByRole('button', { name: 'Send' })).toHaveCount(0);
  // Screen readers hear the answer once it is done, not chunk by chunk.
  const heard = chat.getByRole('status').filter({ hasText: 'word1 ' });
  await expect(heard).toHaveCount(0);
  await expect(chat.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-live', 'off');

  await chat.getByRole('button', { name: 'Stop' }).click();
  const request = await modelServer.waitForRequest('/api/chat');
  expect(request.body).toMatchObject({ model: MODEL, stream: true });
  expect(await request.settled).toBe('aborted');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
  const stopped = await answer.innerText();
  expect(stopped).toContain('word30');
  expect(stopped).not.toContain('word400');
  await expect(heard).toContainText(stopped.trim());

  await reloadAndLogin(page, PASSWORD);
  const again = aiChat(page);
  const history = again.getByRole('list', { name: 'Conversations' });
  const item = history.getByRole('button', { name: /^Tell me a long story/ });
  await expect(item).toBeVisible();
  await again.getByRole('button', { name: 'New chat' }).click();
  await expect(again.getByRole('article')).toHaveCount(0);
  await item.click();
  await expect(again.getByRole('article', { name: 'Your message' })).toContainText(
    'Tell me a long story',
  );
  const kept = again.getByRole('article', { name: 'AI message' }).locator('.ai-markdown');
  await expect(kept).toHaveText(stopped);
});

test('without a model the chat warns; typing dots show until the answer; Stop before any text cancels', async ({
  page,
  modelServer,
}) => {
  modelServer.setScript({
    replies: {
      'Hello there': { content: 'General Kenobi!', chunkDelayMs: 150 },
      'Take your time': { content: 'This answer comes much too late.', chunkDelayMs: 2_000 },
    },
  });
  await createAccount(page, { alias: 'Waiter', password: PASSWORD });
  const chat = await openAiChatTab(page);
  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('Hello there');
  await input.press('Enter');
  await expect(page.getByText('Please select a model first').first()).toBeVisible();
  await expect(input).toHaveValue('Hello there');

  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL });
  await input.press('Enter');
  const answer = chat.getByRole('article', { name: 'AI message' });
  await expect(answer.getByRole('status', { name: 'The AI is writing' })).toBeVisible();
  await expect(answer).toContainText('General Kenobi!');
  await expect(answer.getByRole('status', { name: 'The AI is writing' })).toHaveCount(0);
  const request = await modelServer.waitForRequest('/api/chat');
  expect(request.body).toMatchObject({ stream: false, options: { temperature: 0.7 } });

  modelServer.clearRequests();
  await input.fill('Take your time');
  await input.press('Enter');
  const second = answer.nth(1);
  await expect(second.getByRole('status', { name: 'The AI is writing' })).toBeVisible();
  await chat.getByRole('button', { name: 'Stop' }).click();
  await expect(second).toContainText('Response was cancelled.');
  expect(await (await modelServer.waitForRequest('/api/chat')).settled).toBe('aborted');
});

test('hostile HTML in an answer is inert, while Markdown tables and code render', async ({
  page,
  modelServer,
}) => {
  const hostile = [
    'Here is a table:',
    '',
    '| name | value |',
    '| --- | --- |',
    '| one | 1 |',
    '',
    '<img src="x" onerror="window.__pwned = \'img\'">',
    "<script>window.__pwned = 'script'</script>",
    '<iframe srcdoc="<script>parent.__pwned = 1</script>"></iframe>',
    '<svg><circle onload="window.__pwned = \'svg\'"></circle></svg>',
    '<a href="javascript:window.__pwned=\'anchor\'" onclick="window.__pwned=\'click\'">anchor</a>',
    "[markdown link](javascript:window.__pwned='link')",
    '<div style="position:fixed;inset:0" onmouseover="window.__pwned=\'hover\'">cover</div>',
    '',
    '```js',
    'const answer = 42;',
    '```',
  ].join('\n');
  modelServer.setScript({ replies: { 'Show me HTML': hostile } });
  await createAccount(page, { alias: 'Sceptic', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL });
  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('Show me HTML');
  await input.press('Enter');

  const answer = chat.getByRole('article', { name: 'AI message' }).locator('.ai-markdown');
  await expect(answer.getByRole('table')).toBeVisible();
  await expect(answer.getByRole('cell', { name: 'one' })).toBeVisible();
  await expect(answer.locator('code.hljs')).toContainText('const answer = 42;');
  await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(
    answer.locator('img, script, iframe, svg, [onerror], [onclick], [style]'),
  ).toHaveCount(0);
  await expect(answer.getByText('markdown link')).not.toHaveAttribute('href', /.*/);
  await expect(answer.getByText('anchor', { exact: true })).not.toHaveAttribute('href', /.*/);
  await answer.getByText('anchor', { exact: true }).click();
  await answer.getByText('cover').hover();
  await answer.getByText('markdown link').click();
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page).toHaveURL(/\/index$/);
});

test('at 390 px the header actions fold into one menu and the title "AI Chat" is whole', async ({
  page,
}) => {
  await createAccount(page, { alias: 'Narrow', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await expect(chat.getByRole('button', { name: 'Templates' })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Chat actions' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  const title = chat.locator('ion-title').filter({ hasText: 'AI Chat' });
  await expect(title).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Templates' })).toHaveCount(0);
  // The text fits its box: nothing is cut off or ellipsised.
  const fits = () =>
    title.evaluate((element) => {
      const text = element.shadowRoot?.querySelector<HTMLElement>('.toolbar-title') ?? element;
      return text.scrollWidth <= text.clientWidth && text.clientWidth > 0;
    });
  await expect.poll(fits).toBe(true);

  await chat.getByRole('button', { name: 'Chat actions' }).click();
  const menu = page.getByRole('list', { name: 'Chat actions' });
  for (const action of ['Templates', 'User guide', 'Clear chat', 'Chat settings', 'Debug']) {
    await expect(menu.getByText(action, { exact: true })).toBeVisible();
  }
  await menu.getByText('Chat settings', { exact: true }).click();
  const dialog = modal(page, 'Chat settings');
  await expect(dialog.getByRole('textbox', { name: 'API URL' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await chat.getByRole('button', { name: 'Chat actions' }).click();
  await menu.getByText('User guide', { exact: true }).click();
  await expect(page).toHaveURL(/\/userguide$/);
});

test('on a narrow screen the tab bar carries the "Talk to AI..." input with Send and Stop', async ({
  page,
  modelServer,
}) => {
  const long = Array.from({ length: 300 }, (_, i) => `token${i + 1}`).join(' ');
  modelServer.setScript({ replies: { 'Keep going': { content: long, chunkDelayMs: 40 } } });
  await createAccount(page, { alias: 'Pocket', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL, stream: true });
  await page.setViewportSize({ width: 390, height: 844 });

  const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
  const input = tabBar.getByRole('textbox', { name: 'Message to the AI' });
  await expect(input).toHaveAttribute('placeholder', 'Talk to AI...');
  await expect(chat.getByRole('textbox', { name: 'Message to the AI' })).toHaveCount(0);
  await expect(tabBar.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await input.fill('Keep going');
  await tabBar.getByRole('button', { name: 'Send' }).click();

  await expect(chat.getByRole('article', { name: 'AI message' })).toContainText('token5');
  await tabBar.getByRole('button', { name: 'Stop' }).click();
  expect(await (await modelServer.waitForRequest('/api/chat')).settled).toBe('aborted');
  await expect(tabBar.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await expect(input).toHaveValue('');
});

test('the last answer can be regenerated, and a sent message edited and sent again', async ({
  page,
  modelServer,
}) => {
  let answers = 0;
  modelServer.setScript({ replies: (request) => `Answer ${++answers} to ${request.prompt}` });
  await createAccount(page, { alias: 'Editor', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL });
  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('First question');
  await input.press('Enter');
  const answer = chat.getByRole('article', { name: 'AI message' });
  await expect(answer).toContainText('Answer 1 to First question');

  modelServer.clearRequests();
  await answer.getByRole('button', { name: 'Regenerate answer' }).click();
  await expect(answer).toContainText('Answer 2 to First question');
  await expect(answer).toHaveCount(1);
  const regenerated = await modelServer.waitForRequest('/api/chat');
  expect(regenerated.body).toMatchObject({
    messages: [{ role: 'user', content: 'First question' }],
  });

  const question = chat.getByRole('article', { name: 'Your message' });
  await question.getByRole('button', { name: 'Edit message' }).click();
  await question.getByRole('textbox', { name: 'Edit message' }).fill('Second question');
  await question.getByRole('button', { name: 'Resend' }).click();
  await expect(question).toContainText('Second question');
  await expect(answer).toHaveText(/Answer 3 to Second question/);
  await expect(chat.getByRole('article')).toHaveCount(2);
});

test('templates are filtered, created with the spec checks, applied cleaned, and deleted', async ({
  page,
}) => {
  await createAccount(page, { alias: 'Templater', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await chat.getByRole('button', { name: 'Templates' }).click();
  const templates = modal(page, 'Message templates');
  await expect(templates.getByRole('button', { name: /^Use / })).toHaveCount(8);
  await templates.getByRole('combobox', { name: 'Category' }).selectOption('writing');
  await expect(templates.getByRole('button', { name: /^Use / })).toHaveCount(1);
  await templates.getByRole('combobox', { name: 'Category' }).selectOption('all');
  await templates.getByRole('searchbox', { name: 'Search templates' }).fill('brainstorm');
  await expect(templates.getByRole('button', { name: /^Use / })).toHaveCount(1);
  await templates.getByRole('searchbox', { name: 'Search templates' }).fill('');

  await templates.getByRole('button', { name: 'New template' }).click();
  const form = templates.getByRole('form', { name: 'New template' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a template title');
  await form.getByRole('textbox', { name: 'Title' }).fill('Greeting');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter template content');
  await form
    .getByRole('textbox', { name: 'Content' })
    .fill('Say &lt;b&gt;hi&lt;/b&gt; <i>now</i> &amp; <think>plan first</think>');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();

  await templates.getByRole('combobox', { name: 'Category' }).selectOption('custom');
  await templates.getByRole('button', { name: 'Use Greeting' }).click();
  await expect(templates).toBeHidden();
  await expect(chat.getByRole('textbox', { name: 'Message to the AI' })).toHaveValue(
    'Say hi now & <think>plan first</think>',
  );

  await chat.getByRole('button', { name: 'Templates' }).click();
  await templates.getByRole('combobox', { name: 'Category' }).selectOption('custom');
  await templates.getByRole('button', { name: 'Delete Greeting' }).click();
  await expect(templates.getByRole('button', { name: /^Use / })).toHaveCount(0);
});

test('the history searches, deletes one or several conversations, and exports Markdown', async ({
  page,
  modelServer,
}) => {
  await createAccount(page, { alias: 'Archivist', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: MODEL });
  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  const history = chat.getByRole('list', { name: 'Conversations' });
  const titles = ['Apples and pears', 'Bananas', 'A question about cherries that goes on and on'];
  for (const title of titles) {
    await chat.getByRole('button', { name: 'New chat' }).click();
    await input.fill(title);
    await input.press('Enter');
    await expect(chat.getByRole('article', { name: 'AI message' })).toContainText(title);
  }
  // Titles are cut to 30 characters: 27 and an ellipsis.
  await expect(
    history.getByRole('button', { name: /^A question about cherries t\.\.\./ }),
  ).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);

  await chat.getByRole('searchbox', { name: 'Search conversations' }).fill('banana');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await chat.getByRole('searchbox', { name: 'Search conversations' }).fill('');
  await expect(history.getByRole('listitem')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await history.getByRole('button', { name: 'Export Bananas as Markdown' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bananas-\d{4}-\d{2}-\d{2}\.md$/);

  await chat.getByRole('button', { name: 'Edit', exact: true }).click();
  await history.getByRole('checkbox', { name: 'Select Bananas' }).click();
  await history.getByRole('checkbox', { name: 'Select Apples and pears' }).click();
  await chat.getByRole('button', { name: 'Delete 2' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  // As a user sees it: the confirmation has closed before the next one is asked for.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await chat.getByRole('button', { name: 'Done' }).click();

  await history.getByRole('button', { name: /^Delete A question/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(0);
  await expect(
    chat.getByText('No conversations yet. Your first message starts one.'),
  ).toBeVisible();
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('images are attached by picker and by drop, shrunk over 1 MB, and sent to a vision model', async ({
  page,
  modelServer,
}) => {
  test.setTimeout(120_000);
  await createAccount(page, { alias: 'Painter', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: 'llava:latest' });

  // Pictures drawn by the browser: a small PNG and WebP, and a 1500x300 PNG of noise (> 1 MB),
  // kept in the page for the drop.
  const files = await page.evaluate(async () => {
    const draw = async (width: number, height: number, type: string, noise: boolean) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const pixels = context.createImageData(width, height);
      const random = new Uint8Array(pixels.data.length);
      if (noise)
        for (let i = 0; i < random.length; i += 65536)
          crypto.getRandomValues(random.subarray(i, i + 65536));
      for (let i = 0; i < pixels.data.length; i++) {
        pixels.data[i] = i % 4 === 3 ? 255 : noise ? (random[i] ?? 0) : 90;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type));
      if (!blob) throw new Error('no blob');
      return blob;
    };
    const base64 = async (blob: Blob) => {
      const url = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsDataURL(blob);
      });
      return url.slice(url.indexOf(',') + 1);
    };
    const big = await draw(1500, 300, 'image/png', true);
    (window as { bigImage?: File }).bigImage = new File([big], 'big.png', { type: 'image/png' });
    return {
      small: await base64(await draw(40, 30, 'image/png', false)),
      webp: await base64(await draw(40, 30, 'image/webp', false)),
      bigBytes: big.size,
    };
  });
  expect(files.bigBytes).toBeGreaterThan(1024 * 1024);

  const picker = chat.locator('input[type="file"]');
  await picker.setInputFiles([
    { name: 'small.png', mimeType: 'image/png', buffer: Buffer.from(files.small, 'base64') },
    { name: 'small.webp', mimeType: 'image/webp', buffer: Buffer.from(files.webp, 'base64') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ]);
  await expect(
    page.getByText('unsupported file format. Supported formats: jpeg, png, webp, gif'),
  ).toBeVisible();
  const attached = chat.getByRole('list', { name: 'Attached images' });
  await expect(attached.getByRole('img')).toHaveCount(2);
  await attached.getByRole('button', { name: 'Remove small.webp' }).click();
  await expect(attached.getByRole('img')).toHaveCount(1);

  // Drag-and-drop as the browser reports it: enter shows the overlay, drop hands over the file.
  const drag = (type: string) =>
    page.evaluate((eventType) => {
      const area = document.querySelector('.home-panel:not([hidden]) .ai-chat');
      const image = (window as { bigImage?: File }).bigImage;
      if (!area || !image) throw new Error('no chat area or image');
      const transfer = new DataTransfer();
      transfer.items.add(image);
      area.dispatchEvent(new DragEvent(eventType, { bubbles: true, dataTransfer: transfer }));
    }, type);
  await drag('dragenter');
  await expect(chat.getByText('Drop images here')).toBeVisible();
  await drag('drop');
  await expect(chat.getByText('Drop images here')).toHaveCount(0);
  await expect(attached.getByRole('img')).toHaveCount(2);

  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await input.fill('What is this?');
  await input.press('Enter');
  await expect(chat.getByRole('article', { name: 'AI message' })).toContainText(
    'I see 2 image(s). You said: What is this?',
  );
  await expect(chat.getByRole('article', { name: 'Your message' }).getByRole('img')).toHaveCount(2);
  const request = await modelServer.waitForRequest('/api/chat');
  const sent = (request.body as { messages: { images?: string[] }[] }).messages[0]?.images ?? [];
  expect(sent).toHaveLength(2);
  expect(pngSize(sent[0] ?? '')).toEqual({ width: 40, height: 30 });
  expect(pngSize(sent[1] ?? '')).toEqual({ width: 1024, height: 205 });
});
