import { message, messages, openChat, send } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, backToHome } from './support/friends.ts';
import { expect, modal, openAiSettings, saveApiUrl, test } from './support/model-server.ts';
import { seedAccounts } from './support/seed.ts';

const PASSWORD = 'auto reply test password';
const MODEL = 'qwen3:0.6b';

test('auto-reply answers a chosen friend through the encrypted chat', async ({
  newUser,
  modelServer,
}) => {
  test.setTimeout(300_000);
  modelServer.setScript({
    replies: (request) => `**Bot here.** You asked: ${request.prompt}`,
  });
  const [alice, bob] = await Promise.all([newUser(), newUser()]);
  await seedAccounts([alice, bob], PASSWORD, [[0, 1]]);

  // Bob turns auto-reply on for Alice, with a model and no delay.
  const settings = await openAiSettings(bob.page);
  await saveApiUrl(settings, modelServer.url);
  const enable = settings.getByRole('switch', { name: 'Enable AI auto-reply' });
  await enable.click();
  await expect(enable).toBeChecked();
  await settings.getByRole('button', { name: 'Choose friends' }).click();
  const buddies = modal(bob.page, 'Friends for auto-reply');
  const aliceBox = buddies.getByRole('checkbox', { name: /Alice/ });
  await aliceBox.click();
  await expect(aliceBox).toBeChecked();
  await buddies.getByRole('button', { name: 'Save' }).click();
  await expect(buddies).toBeHidden();
  await settings.getByRole('button', { name: 'Advanced settings' }).click();
  const advanced = modal(bob.page, 'Advanced settings');
  await advanced.getByRole('combobox', { name: 'Model' }).selectOption(MODEL);
  await advanced.getByRole('spinbutton', { name: 'Reply delay (ms)' }).fill('0');
  await advanced.getByRole('button', { name: 'Save' }).click();
  await expect(advanced).toBeHidden();
  await backToHome(bob.page);

  // Alice writes; Bob's device answers on its own, and the answer arrives at Alice.
  await openChat(alice.page, 'Bob');
  await send(alice.page, 'What is the capital of France?');
  const answer = 'Bot here. You asked: What is the capital of France?';
  await expect(message(alice.page, answer)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const request = await modelServer.waitForRequest('/api/chat');
  expect(JSON.stringify(request.body)).toContain(MODEL);

  // Both sides mark the reply as AI-written and render its Markdown: bold, not asterisks.
  await openChat(bob.page, 'Alice');
  for (const page of [alice.page, bob.page]) {
    const reply = message(page, answer);
    await expect(reply).toContainText(`AI reply · ${MODEL}`);
    await expect(reply.locator('strong')).toHaveText('Bot here.');
    await expect(reply).not.toContainText('**');
  }
  // What Alice wrote herself carries no such mark.
  const question = messages(alice.page).filter({ hasText: /^What is the capital/ });
  await expect(question).toHaveCount(1);
  await expect(question).not.toContainText('AI reply');
  // One question, one answer: nothing answers the AI's own message.
  await expect(messages(alice.page).filter({ hasText: 'Bot here.' })).toHaveCount(1);
});
