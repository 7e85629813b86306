import { DEFAULT_SCRIPT } from '../test/support/image-server/state.ts';
import { DEFAULT_MODELS } from '../test/support/model-server/model-server.ts';
import { expect, openImageGeneration, test } from './support/image-server.ts';
import { openAiChatTab, setUpChat, takeExpectedConsoleErrors } from './support/model-server.ts';

const PASSWORD = 'ai image test password';
const KEY = DEFAULT_SCRIPT.apiKeys[0] ?? '';
const ENHANCED = 'A lighthouse at dusk, warm glowing lamp, crashing waves, dramatic clouds';

test('a picture comes from the hosted service once its model has warmed up', async ({
  page,
  imageServer,
  seed,
  errorWatch,
}) => {
  await seed([{ page }], PASSWORD);
  await openAiChatTab(page);
  const dialog = await openImageGeneration(page);
  await expect(dialog.getByText('please set Hugging Face API Key first')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Open settings' }).click();
  const settings = dialog.getByRole('form', { name: 'Cloud image settings' });
  await settings.getByRole('textbox', { name: 'API URL' }).fill(imageServer.url);
  const key = settings.getByLabel('Hugging Face API Key');
  await key.fill('hf_short');
  await expect(settings.getByText('API key: invalid')).toBeVisible();
  await key.fill(KEY);
  await expect(settings.getByText('API key: valid')).toBeVisible();
  await expect(key).toHaveAttribute('type', 'password');
  await settings.getByRole('combobox', { name: 'Model' }).selectOption('OpenJourney');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();

  imageServer.setScript({ warmUps: 2, estimatedTime: 1 });
  await dialog.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a red fox in snow');
  await dialog.getByRole('combobox', { name: 'Width' }).selectOption('768');
  await dialog.getByLabel('Seed').fill('1234');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Model warming up (about 1 s)')).toBeVisible();

  const picture = dialog.getByRole('img', { name: 'Generated image: a red fox in snow' });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('naturalWidth', 768);
  await expect(dialog.getByText('Model ready')).toBeVisible();
  const request = await imageServer.waitForRequest('/prompthero/openjourney');
  expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(request.body).toEqual({
    inputs: 'a red fox in snow',
    parameters: {
      negative_prompt: '',
      width: 768,
      height: 512,
      num_inference_steps: 20,
      guidance_scale: 7.5,
      seed: 1234,
    },
  });

  // A refused key: the server's error field, and Retry once it is accepted again.
  imageServer.setScript({ apiKeys: [] });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText('Invalid credentials in Authorization header');
  imageServer.setScript({ apiKeys: [KEY] });
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(picture).toBeVisible();
  // Chromium logs each answer that is not ok: the two warm-up answers and the refused key.
  expect(takeExpectedConsoleErrors(errorWatch, /503 \(Service Unavailable\)/)).toHaveLength(2);
  expect(takeExpectedConsoleErrors(errorWatch, /401 \(Unauthorized\)/)).toHaveLength(1);
});

test('a local picture shows the service’s real progress, can be interrupted, and goes to the chat', async ({
  page,
  imageServer,
  modelServer,
  seed,
}) => {
  modelServer.setScript({
    models: [...DEFAULT_MODELS, { name: 'llama3.1:8b', family: 'llama' }],
    replies: { 'llama3.1:8b': ENHANCED },
  });
  imageServer.setScript({ stepDelayMs: 150 });
  await seed([{ page }], PASSWORD);
  await openAiChatTab(page);
  await setUpChat(page, { apiUrl: modelServer.url, model: 'llama3.2:latest' });
  const dialog = await openImageGeneration(page);

  // Nothing local is probed before the service is named: its settings open first.
  // The segment button's host takes the pointer, not the tab inside its shadow root.
  await dialog.locator('ion-segment-button', { hasText: 'Local' }).click();
  await expect(
    dialog.getByText("Set the image service's address in the settings to begin."),
  ).toBeVisible();
  const settings = dialog.getByRole('form', { name: 'Local image settings' });
  await settings.getByRole('textbox', { name: 'Image service URL' }).fill(imageServer.url);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('All services ready')).toBeVisible();

  const panel = dialog.getByRole('region', { name: 'Local' });
  await panel.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a lighthouse');
  await panel.getByRole('slider', { name: /^Steps/ }).fill('50');
  await expect(panel.getByText('Steps: 50')).toBeVisible();
  await panel.getByRole('button', { name: 'Generate' }).click();

  // The bar follows /sdapi/v1/progress while the job samples.
  await expect(panel.getByText(/Step ([3-9]|\d\d) of 50/)).toBeVisible();
  const bar = panel.getByRole('progressbar', { name: 'Generation progress' });
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Interrupt' }).click();

  const picture = panel.getByRole('img', { name: `Generated image: ${ENHANCED}` });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('naturalWidth', 512);
  await expect(panel.getByText('Interrupted: the image is as far as it got.')).toBeVisible();
  await imageServer.waitForRequest('/sdapi/v1/interrupt');
  const txt2img = await imageServer.waitForRequest('/sdapi/v1/txt2img');
  expect(txt2img.body).toMatchObject({
    prompt: ENHANCED,
    steps: 50,
    sampler_name: 'DPM++ 2M Karras',
  });
  const enhancement = await modelServer.waitForRequest('/api/chat');
  expect(enhancement.body).toMatchObject({ model: 'llama3.1:8b' });

  await panel.getByRole('button', { name: 'Send to chat' }).click();
  await expect(dialog).toBeHidden();
});
