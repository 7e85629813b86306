import { expect, test, createAccount } from './support/fixtures.ts';
import { checkIonControl } from './support/ionic.ts';
import { createRoom, openRoomsConsole, plusMenu, readRoomKey } from './support/rooms.ts';

const PASSWORD = 'rooms console password';

test('the Rooms console: scroll buttons move the selection, quick presses add up, copy key pair', async ({
  newUser,
}) => {
  const { page } = await newUser({ permissions: ['clipboard-read', 'clipboard-write'] });
  await createAccount(page, { alias: 'Erin', password: PASSWORD });
  const roomsConsole = await openRoomsConsole(page);
  for (const name of ['Alpha', 'Bravo', 'Charlie']) await createRoom(page, name);
  const cards = roomsConsole.getByRole('group', { name: 'Rooms' }).getByRole('button');
  await expect(cards).toHaveCount(3);
  const order = (await cards.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
  const status = roomsConsole.getByRole('status');
  const left = roomsConsole.getByRole('button', { name: 'Scroll left' });
  const right = roomsConsole.getByRole('button', { name: 'Scroll right' });

  // From the last card, two presses 100 ms apart (within the 300 ms debounce) move two cards at
  // once, without stopping on the middle one.
  await cards.nth(2).click();
  await expect(status).toHaveText(`Selected: ${order[2]}`);
  const pressTwice = (button: typeof left) =>
    button.evaluate(async (element: HTMLElement) => {
      element.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      element.click();
    });
  await status.evaluate((element) => {
    const seen: string[] = [];
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { statusesSeen: seen });
  });
  await pressTwice(left);
  await expect(status).toHaveText(`Selected: ${order[0]}`);
  const seen = await page.evaluate(() => (window as { statusesSeen?: string[] }).statusesSeen);
  expect(seen).not.toContain(`Selected: ${order[1]}`);
  await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
  // One press moves one card; at the last card it stays.
  await right.click();
  await expect(status).toHaveText(`Selected: ${order[1]}`);
  await pressTwice(right);
  await expect(status).toHaveText(`Selected: ${order[2]}`);

  // Copy key pair puts the selected room's key pair, as the QR dialog shows it, on the clipboard.
  const name = order[2] ?? '';
  await roomsConsole.getByRole('button', { name: 'Copy key pair' }).click();
  await expect(page.getByText('key pair copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toEqual(JSON.parse(await readRoomKey(page, name)));
});

test('Start group chat: contacts found by name or key, the default name counts the people', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(180_000);
  const a = await newUser();
  // Bob and Carol only need to be Alice's friends.
  const {
    partners: [bob],
  } = await seed([a], PASSWORD, {
    partners: 2,
    friendships: [
      [0, 1],
      [0, 2],
    ],
  });

  await plusMenu(a.page, 'Start group chat');
  const contacts = a.page.getByRole('list', { name: 'Contacts' });
  const search = a.page.getByRole('searchbox', { name: 'Search contacts by name or key' });
  await expect(contacts.getByRole('checkbox')).toHaveCount(2);
  await search.fill('car');
  await expect(contacts.getByRole('checkbox')).toHaveCount(1);
  await expect(contacts.getByRole('checkbox', { name: 'Carol' })).toBeVisible();
  // A part of Bob's key finds him.
  await search.fill(bob.pair.pub.slice(5, 20));
  await expect(contacts.getByRole('checkbox')).toHaveCount(1);
  await checkIonControl(contacts.getByRole('checkbox', { name: 'Bob' }));
  await search.fill('nobody by this name');
  await expect(contacts.getByRole('checkbox')).toHaveCount(0);
  // Bob stays chosen while the search hides him: the name suggested counts him and me.
  const groupName = a.page.getByRole('textbox', { name: 'Group name' });
  await expect(groupName).toHaveAttribute('placeholder', 'group (2 people)');
  await expect(
    a.page.getByRole('button', { name: 'send group invitation (1)', exact: true }),
  ).toBeEnabled();
});
