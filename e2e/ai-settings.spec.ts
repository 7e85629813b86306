import type { Locator } from '@playwright/test';
import { startTestRelay } from '../test/support/relay.ts';
import { createAccount } from './support/fixtures.ts';
import { APP_DIR } from './support/global-setup.ts';
import { checkIonControl } from './support/ionic.ts';
import {
  aiChat,
  expect,
  modal,
  openAiChatTab,
  openAiSettings,
  saveApiUrl,
  takeExpectedConsoleErrors,
  test,
} from './support/model-server.ts';

const PASSWORD = 'ai settings test password';

async function openSection(settings: Locator, title: string): Promise<Locator> {
  await settings.getByText(title, { exact: true }).click();
  const form = settings.getByRole('form', { name: title });
  await expect(form).toBeVisible();
  return form;
}

test('pulling a model shows its real progress, one pull at a time, and Cancel stops it', async ({
  page,
  modelServer,
}) => {
  test.setTimeout(120_000);
  modelServer.setScript({
    pull: { layers: [400_000_000, 12_000, 500], steps: 25, stepDelayMs: 100 },
  });
  await createAccount(page, { alias: 'Puller', password: PASSWORD });
  const settings = await openAiSettings(page);
  await saveApiUrl(settings, modelServer.url);
  const installed = settings.getByRole('list', { name: 'Installed models' });
  await expect(installed).toContainText('llama3.2:latest');

  await settings.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection test successful!')).toBeVisible();
  await expect(settings.getByText('Connected: version 0.12.3, 5 models installed')).toBeVisible();

  const pull = await openSection(settings, 'Pull model');
  // Every value the progress bar takes, recorded in the page as it changes.
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as { barValues?: number[] }).barValues = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const value = (record.target as Element).getAttribute('aria-valuenow');
        if (value !== null) seen.push(Math.round(Number(value) * 100));
      }
    }).observe(document.body, { subtree: true, attributeFilter: ['aria-valuenow'] });
  });
  await pull.getByRole('combobox', { name: 'Model name' }).fill('mistral:7b');
  await pull.getByRole('button', { name: 'Pull' }).click();
  const card = pull.getByRole('region', { name: 'Download of mistral:7b' });
  await expect(card.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Downloading layers...');
  await expect(pull.getByRole('button', { name: 'Pull' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Cancel download' })).toBeVisible();

  await expect(card).toContainText(/ of 381 MB/);
  await expect(page.getByText('Model pulled successfully!').first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(card).toContainText('100%');
  await expect(card.getByRole('button', { name: 'Cancel download' })).toHaveCount(0);
  await expect(installed).toContainText('mistral:7b');
  // The bar followed the server's lines: many values on the way, never going back.
  const values = await page.evaluate(() => (window as { barValues?: number[] }).barValues ?? []);
  expect(new Set(values.filter((v) => v > 0 && v < 90)).size).toBeGreaterThanOrEqual(10);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(values.at(-1)).toBe(100);
  const request = await modelServer.waitForRequest('/api/pull');
  expect(request.body).toMatchObject({ name: 'mistral:7b', stream: true });

  modelServer.clearRequests();
  await pull.getByRole('combobox', { name: 'Model name' }).fill('gemma:2b');
  await pull.getByRole('button', { name: 'Pull' }).click();
  const second = pull.getByRole('region', { name: 'Download of gemma:2b' });
  await expect(second.getByRole('progressbar', { name: 'Progress' })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await second.getByRole('button', { name: 'Cancel download' }).click();
  await expect(second.getByRole('status')).toHaveText('Download cancelled');
  expect(await (await modelServer.waitForRequest('/api/pull')).settled).toBe('aborted');
  await expect(pull.getByRole('button', { name: 'Pull' })).toBeEnabled();
  expect(modelServer.models().map((m) => m.name)).not.toContain('gemma:2b');
});

test('models are created, copied, shown, embedded and deleted from the settings page', async ({
  page,
  modelServer,
  errorWatch,
}) => {
  await createAccount(page, { alias: 'Modeller', password: PASSWORD });
  const settings = await openAiSettings(page);
  await saveApiUrl(settings, modelServer.url);
  const installed = settings.getByRole('list', { name: 'Installed models' });

  const create = await openSection(settings, 'Create model');
  await create.getByRole('textbox', { name: 'Model name' }).fill('helper');
  await create
    .getByRole('textbox', { name: 'Modelfile' })
    .fill('FROM llama3.2\nSYSTEM """You answer briefly."""');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Model created successfully')).toBeVisible();
  await expect(installed).toContainText('helper:latest');

  const copy = await openSection(settings, 'Copy model');
  await copy.getByRole('combobox', { name: 'Source' }).fill('helper');
  await expect(copy.getByRole('button', { name: 'Copy' })).toBeDisabled();
  await copy.getByRole('textbox', { name: 'Destination' }).fill('helper-copy');
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Model copied successfully')).toBeVisible();
  await expect(installed).toContainText('helper-copy:latest');

  const show = await openSection(settings, 'Show model info');
  await show.getByRole('combobox', { name: 'Model name' }).fill('helper-copy');
  await show.getByRole('button', { name: 'Show' }).click();
  const info = show.getByRole('region', { name: 'Details of helper-copy' });
  await expect(info).toContainText('llama');
  await info.getByText('System prompt').click();
  await expect(info).toContainText('You answer briefly.');

  await show.getByRole('combobox', { name: 'Model name' }).fill('nothing-here');
  await show.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByText("Error fetching model info: model 'nothing-here' not found"),
  ).toBeVisible();
  expect(takeExpectedConsoleErrors(errorWatch, /404 \(Not Found\).*\/api\/show/)).toHaveLength(1);

  const embeddings = await openSection(settings, 'Embeddings');
  await embeddings.getByRole('combobox', { name: 'Model' }).fill('all-minilm');
  await embeddings.getByRole('textbox', { name: 'Prompt' }).fill('Meshtalk');
  await embeddings.getByRole('button', { name: 'Generate embeddings' }).click();
  await expect(embeddings.getByRole('status')).toContainText(/\d+ dimensions/);

  const remove = await openSection(settings, 'Delete model');
  await remove.getByRole('combobox', { name: 'Model name' }).fill('helper-copy');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Model deleted successfully')).toBeVisible();
  await expect(installed).not.toContainText('helper-copy');
  expect(modelServer.models().map((m) => m.name)).toContain('helper:latest');
});

test('auto-reply is switched on and configured, and the stored config shows it', async ({
  page,
  modelServer,
}) => {
  await createAccount(page, { alias: 'Responder', password: PASSWORD });
  const settings = await openAiSettings(page);
  await saveApiUrl(settings, modelServer.url);

  await expect(settings.getByText('1000 ms')).toBeVisible();
  const enable = settings.getByRole('switch', { name: 'Enable AI auto-reply' });
  await enable.click();
  await expect(enable).toBeChecked();
  await expect(settings.getByRole('note')).toHaveText(/Choose a model in the advanced settings/);

  await settings.getByRole('button', { name: 'Choose friends' }).click();
  const buddies = modal(page, 'Friends for auto-reply');
  await expect(buddies.getByText('You have no friends yet.', { exact: false })).toBeVisible();
  await buddies.getByRole('button', { name: 'Close' }).click();

  await settings.getByRole('button', { name: 'Advanced settings' }).click();
  const advanced = modal(page, 'Advanced settings');
  const model = advanced.getByRole('combobox', { name: 'Model' });
  await expect(model.locator('option[value="qwen3:0.6b"]')).toHaveCount(1);
  await model.selectOption('qwen3:0.6b');
  await advanced.getByRole('spinbutton', { name: 'Reply delay (ms)' }).fill('2500');
  await expect(advanced.getByText('Unsaved changes')).toBeVisible();
  await advanced.getByRole('button', { name: 'Save' }).click();
  await expect(advanced).toBeHidden();
  await expect(settings.getByText('2500 ms')).toBeVisible();
  await expect(settings.getByRole('definition').filter({ hasText: 'qwen3:0.6b' })).toBeVisible();

  await settings.getByRole('button', { name: 'Config file info' }).click();
  const info = modal(page, 'Config file info');
  const stored = info.getByRole('region', { name: 'aiAutoReplyConfig' });
  await expect(stored).toContainText('"isEnabled": true');
  await expect(stored).toContainText('"replyDelay": 2500');
  await expect(info.getByRole('region', { name: 'aiChatSettings' })).toContainText(modelServer.url);
});

test('a stopped model server shows the connection banner and "Failed to connect to AI service"', async ({
  page,
  modelServer,
  errorWatch,
}) => {
  const address = modelServer.url;
  await modelServer.close();
  await createAccount(page, { alias: 'Offline', password: PASSWORD });
  const chat = await openAiChatTab(page);
  await chat.getByRole('button', { name: 'Chat settings' }).click();
  const dialog = modal(page, 'Chat settings');
  await dialog.getByRole('textbox', { name: 'API URL' }).fill(address);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('API URL updated successfully')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to connect to AI service');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const banner = chat.getByRole('alert').filter({ hasText: 'Failed to connect to AI service' });
  await expect(banner).toContainText(`Nothing answered at ${address}.`);
  // It says how to fix it: a model server allowing this page's origin, or the relay's AI proxy.
  const origin = new URL(page.url()).origin;
  await expect(banner.locator('code')).toHaveText(`OLLAMA_ORIGINS=${origin} ollama serve`);
  await expect(banner).toContainText("or use this relay's AI proxy with its access token");
  await expect(
    page.locator('ion-toast').filter({ hasText: 'Failed to connect to AI service' }),
  ).toHaveCount(1);
  await banner.getByRole('link', { name: 'AI settings' }).click();
  await expect(page).toHaveURL(/\/aisetting$/);
  await expect(page.getByRole('radio', { name: "This relay's AI proxy" })).toBeVisible();

  const refused = takeExpectedConsoleErrors(errorWatch, /net::ERR_CONNECTION_REFUSED/);
  expect(refused.length).toBeGreaterThan(0);
});

test("the relay's AI proxy: a masked token kept on the device, a wrong one refused clearly, the right one answers", async ({
  newUser,
  modelServer,
  errorWatch,
}) => {
  test.setTimeout(120_000);
  // The suite's shared relay has no AI proxy: this test serves the app from one that has.
  const token = 'relay-ai-token-for-the-browser-test';
  const relay = await startTestRelay({
    staticDir: APP_DIR,
    args: ['--ai-upstream', modelServer.url],
    env: { MESHTALK_AI_TOKEN: token },
  });
  try {
    const { page } = await newUser({ baseURL: relay.url });
    const proxied: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${relay.url}/ai/`)) {
        proxied.push({ url: request.url(), authorization: request.headers()['authorization'] });
      }
    });
    await createAccount(page, { alias: 'Proxied', password: PASSWORD });
    const settings = await openAiSettings(page);
    await checkIonControl(settings.getByRole('radio', { name: "This relay's AI proxy" }));
    const form = settings.getByRole('form', { name: 'Relay AI proxy' });
    await expect(form).toContainText(`${relay.url}/ai`);
    const field = form
      .getByRole('textbox', { name: 'Access token' })
      .or(form.getByLabel('Access token'));
    await expect(field).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await field.fill(`${token}-wrong`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("Using this relay's AI proxy")).toBeVisible();
    await expect(settings.getByText(`In use: ${relay.url}/ai`)).toBeVisible();
    await settings.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      settings.getByText('Not connected: The relay refused the access token (HTTP 401)'),
    ).toBeVisible();
    // The chat's banner says what went wrong and leads back here.
    await page.goBack();
    const banner = aiChat(page)
      .getByRole('alert')
      .filter({ hasText: 'Failed to connect to AI service' });
    await expect(banner).toContainText(
      `This relay's AI proxy (${relay.url}/ai) did not answer: The relay refused the access token (HTTP 401).`,
    );
    await banner.getByRole('link', { name: 'AI settings' }).click();
    await expect(page).toHaveURL(/\/aisetting$/);
    expect(takeExpectedConsoleErrors(errorWatch, /401 \(Unauthorized\)/).length).toBeGreaterThan(0);
    expect(modelServer.requests).toEqual([]);

    await field.fill(token);
    await form.getByRole('button', { name: 'Save' }).click();
    await settings.getByRole('button', { name: 'Test connection' }).click();
    await expect(settings.getByText('Connected: 5 models installed')).toBeVisible();
    await expect(settings.getByRole('list', { name: 'Installed models' })).toContainText(
      'llama3.2:latest',
    );

    // The stored settings show that a token is set, never the token.
    await settings.getByRole('button', { name: 'Config file info' }).click();
    const info = modal(page, 'Config file info');
    const stored = info.getByRole('region', { name: 'aiChatSettings' });
    await expect(stored).toContainText('"apiSource": "relay"');
    await expect(stored).toContainText('"apiToken": "••••"');
    await expect(stored).not.toContainText(token);
    await info.getByRole('button', { name: 'Close' }).click();

    await page.goBack();
    const chat = aiChat(page);
    await chat.getByRole('button', { name: 'Chat settings' }).click();
    const dialog = modal(page, 'Chat settings');
    await expect(dialog).toContainText(`Now using this relay's AI proxy (${relay.url}/ai)`);
    await dialog.getByRole('combobox', { name: 'Model' }).selectOption('llama3.2:latest');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const input = chat.getByRole('textbox', { name: 'Message to the AI' });
    await input.fill('Through the relay');
    await input.press('Enter');
    await expect(chat.getByRole('article', { name: 'AI message' })).toContainText(
      'You said: Through the relay',
    );
    // The browser asked the relay, with the token; the model server never saw it.
    expect(proxied.filter((r) => r.url.endsWith('/ai/api/chat'))).toEqual([
      { url: `${relay.url}/ai/api/chat`, authorization: `Bearer ${token}` },
    ]);
    const chatRequest = await modelServer.waitForRequest('/api/chat');
    expect(chatRequest.headers.authorization).toBeUndefined();
  } finally {
    await relay.dispose();
  }
});
