/**
 * The main flows by keyboard alone (issue #24): every action is a key press; locators only look.
 * Each control acted on shows a focus ring; dialogs keep the focus inside, close on Escape and
 * hand the focus back to the control that opened them.
 */
import type { Locator, Page } from '@playwright/test';
import { accepted } from '../test/support/result.ts';
import { homeNavigation } from './support/account.ts';
import { message, messages } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import {
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  expectFocusVisible,
  tabToVisible,
  type TabOptions,
} from './support/keyboard.ts';
import { momentCard, pictureFile, toast } from './support/moments.ts';
import { expectPartnerFriend, expectPartnerReceived } from './support/partner.ts';
import { aiChat, expect, modal, test } from './support/model-server.ts';

const PASSWORD = 'keyboard flows password';
const MODEL = 'llama3.2:latest';

/** Tabs to `target` and presses `key` on it (Enter by default). */
async function press(
  page: Page,
  target: Locator,
  key = 'Enter',
  options?: TabOptions,
): Promise<void> {
  await tabToVisible(page, target, options);
  await page.keyboard.press(key);
}

/** The Ionic overlay on show (closed inline ones stay in the page, hidden). */
const shownOverlay = (page: Page, selector: string) =>
  page.locator(`${selector}:not(.overlay-hidden)`);

/** A home tab's entry in the navigation (Contacts adds "new requests" to its name). */
const navButton = (page: Page, name: string) =>
  homeNavigation(page).getByRole('button', { name: new RegExp(`^${name}\\b`) });

test('sign up, theme, language, AI chat send and stop, log in, log out: all by keyboard', async ({
  page,
  modelServer,
}) => {
  test.setTimeout(120_000);
  const story = Array.from({ length: 400 }, (_, i) => `word${i + 1}`).join(' ');
  modelServer.setScript({ replies: { 'Tell me a story': { content: story, chunkDelayMs: 40 } } });

  // Sign up: Create key, the agreement read from its link, name and passwords, Accept.
  await page.goto('/');
  await press(page, page.getByRole('link', { name: 'Create key' }));
  const form = page.getByRole('form', { name: 'Create key' });
  const terms = form.getByRole('link', { name: 'user agreement' });
  await press(page, terms);
  const agreement = page.getByRole('dialog', { name: 'User agreement' });
  await expect(agreement).toBeVisible();
  await expectFocusTrapped(page, shownOverlay(page, 'ion-modal'));
  await expectEscapeReturnsFocus(page, agreement, terms);

  await tabToVisible(page, form.getByRole('textbox', { name: 'Name' }), { key: 'Shift+Tab' });
  await page.keyboard.type('Keys');
  await tabToVisible(page, form.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabToVisible(page, form.getByRole('textbox', { name: 'Confirm password' }));
  await page.keyboard.type(PASSWORD);
  // Not kept: a restart asks for the password, which the test then types to log in.
  const keep = form.getByRole('checkbox', { name: 'Keep me signed in on this device' });
  await press(page, keep, 'Space');
  await expect(keep).not.toBeChecked();
  await press(page, form.getByRole('button', { name: 'Create account' }));
  await expect(agreement).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Accept' }));
  await expect(navButton(page, 'Settings')).toBeVisible();

  // Theme: the picker is one radio group; an arrow key chooses the next theme.
  await press(page, navButton(page, 'Settings'));
  await expect(navButton(page, 'Settings')).toHaveAttribute('aria-current', 'page');
  await tabToVisible(page, page.getByRole('radio', { name: 'Purple' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Neon' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'neon');

  // Language: the Language page's radio group, in Chinese and back to English.
  const languageLink = page.getByRole('link', { name: 'Language' });
  await press(page, languageLink, 'Enter');
  const english = page.getByRole('radio', { name: 'English' });
  await tabToVisible(page, english);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('radio', { name: '中文' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english).toBeChecked();
  await press(page, page.getByRole('button', { name: 'Back', exact: true }), 'Enter', {
    key: 'Shift+Tab',
  });
  await expect(page).toHaveURL(/\/index$/);

  // AI chat: the settings modal (trapped, Escape), the server and model, then send and stop.
  await press(page, navButton(page, 'AI Chat'));
  const chat = aiChat(page);
  const settingsButton = chat.getByRole('button', { name: 'Chat settings' });
  await press(page, settingsButton);
  const settings = modal(page, 'Chat settings');
  await expect(settings.getByRole('textbox', { name: 'API URL' })).toBeVisible();
  await expectFocusTrapped(page, settings);
  await expectEscapeReturnsFocus(page, settings, settingsButton);
  await page.keyboard.press('Enter');
  await tabToVisible(page, settings.getByRole('textbox', { name: 'API URL' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(modelServer.url);
  await press(page, settings.getByRole('button', { name: 'Connect' }));
  await expect(page.getByText('API URL updated successfully')).toBeVisible();
  const model = settings.getByRole('combobox', { name: 'Model' });
  await expect(model.locator(`option[value="${MODEL}"]`)).toHaveCount(1);
  await press(page, model, 'ArrowDown');
  await expect(model).toHaveValue(MODEL);
  const stream = settings.getByRole('switch', { name: 'Stream replies' });
  await press(page, stream, 'Space');
  await expect(stream).toBeChecked();
  await press(page, settings.getByRole('button', { name: 'Save' }));
  await expect(settings).toBeHidden();

  const input = chat.getByRole('textbox', { name: 'Message to the AI' });
  await tabToVisible(page, input);
  await page.keyboard.type('Tell me a story');
  await page.keyboard.press('Enter');
  const answer = chat.getByRole('article', { name: 'AI message' }).locator('.ai-markdown');
  await expect(answer).toContainText('word5');
  await press(page, chat.getByRole('button', { name: 'Stop' }));
  const request = await modelServer.waitForRequest('/api/chat');
  expect(await request.settled).toBe('aborted');
  await expect(chat.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(await answer.innerText()).not.toContain('word400');

  // A confirmation: Escape cancels it.
  await press(page, navButton(page, 'Settings'));
  const deleteAccount = page.getByRole('button', { name: 'Destroy key and delete account' });
  await press(page, deleteAccount);
  const confirmation = page.getByRole('alertdialog', { name: 'Confirm Account Deletion' });
  await expect(confirmation).toBeVisible();
  await expectFocusTrapped(page, shownOverlay(page, 'ion-alert'));
  await expectEscapeReturnsFocus(page, confirmation, deleteAccount);

  // Log in after a restart (the session was not kept), then log out.
  await page.reload();
  const login = page.getByRole('form', { name: 'Log in' });
  await expect(login.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await expectFocusVisible(page);
  // Enter straight after the last key, as a password manager submits: the whole password counts.
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await press(page, navButton(page, 'Settings'));
  await press(page, page.getByRole('button', { name: 'Log out' }));
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible();
});

test('add a friend, accept a request, chat, rooms and moments: all by keyboard', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(150_000);
  const alice = await newUser();
  const { page } = alice;
  const {
    users: [alicesId],
    partners: [bob, carol, dave],
  } = await seed([alice], PASSWORD, { partners: 3, friendships: [[0, 1]] });
  // Carol asks Alice to be friends; Bob writes, sends a picture and makes a room.
  await accepted(carol.core.contacts.sendFriendRequest(alicesId.pub, 'Carol here'));
  await accepted(bob.core.chat.sendText(alicesId.pub, 'Look at this'));
  const picture = await pictureFile(page, 'view', 'teal', 'image/jpeg');
  const dataUrl = `data:image/jpeg;base64,${picture.buffer.toString('base64')}`;
  await accepted(bob.core.chat.send(alicesId.pub, { kind: 'image', dataUrl }));
  const hikers = await accepted(bob.core.rooms.create('Hikers'));
  const hikersKey = JSON.stringify(await accepted(bob.core.rooms.keyPair(hikers.pub)));

  // Add Dave by his ID: Contacts, Add friend, the ID, Search, a message, Send.
  await press(page, navButton(page, 'Contacts'));
  await press(page, page.getByRole('link', { name: 'Add friend', exact: true }));
  await tabToVisible(page, page.getByRole('textbox', { name: 'Friend ID' }));
  await page.keyboard.insertText(dave.pair.pub);
  await press(page, page.getByRole('button', { name: 'Search', exact: true }));
  const requestForm = page.getByRole('form', { name: 'Friend request' });
  await expect(requestForm).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await tabToVisible(page, requestForm.getByRole('textbox', { name: 'Message' }));
  await page.keyboard.type('Dave, it is Alice');
  await press(page, requestForm.getByRole('button', { name: 'Send friend request' }));
  await expect(requestForm.getByRole('status')).toHaveText(
    'Friend request sent. Waiting for them to agree.',
    { timeout: NETWORK_TIMEOUT_MS },
  );
  await expect
    .poll(async () => (await dave.core.contacts.requests()).map((r) => r.fromPub), {
      timeout: NETWORK_TIMEOUT_MS,
    })
    .toContain(alicesId.pub);

  // Accept Carol's request, listed on New Friends, in its bottom sheet.
  await press(page, page.getByRole('button', { name: 'Back', exact: true }), 'Enter', {
    key: 'Shift+Tab',
  });
  const carolsRequest = page.getByRole('button', { name: /Carol here/ });
  await expect(carolsRequest).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await press(page, carolsRequest);
  const sheet = page.getByRole('dialog', { name: 'Friend request' });
  await expect(sheet).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Agree', exact: true }));
  await expect(sheet).toBeHidden();
  await expectPartnerFriend(carol, alicesId.pub);
  await press(page, page.getByRole('button', { name: 'Back', exact: true }), 'Enter', {
    key: 'Shift+Tab',
  });

  // Chat with Bob: send; reply to his message from its menu (an action sheet); open his picture.
  await press(page, navButton(page, 'Chat'));
  const bobsRow = page.getByRole('region', { name: 'Recent Chats' }).getByRole('link', {
    name: /^Bob /,
  });
  await expect(bobsRow).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await press(page, bobsRow);
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(composer).toBeFocused();
  await page.keyboard.type('Typed, not clicked');
  await page.keyboard.press('Enter');
  await expect(message(page, 'Typed, not clicked')).toBeVisible();
  await expectPartnerReceived(bob, alicesId.pub, 'Typed, not clicked');

  const bobsText = message(page, 'Look at this').locator('.chat-bubble');
  await expect(bobsText).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await press(page, bobsText, 'Shift+F10', { key: 'Shift+Tab' });
  const actions = page.getByRole('dialog', { name: 'Message' });
  await expect(actions).toBeVisible();
  await expectFocusTrapped(page, shownOverlay(page, 'ion-action-sheet'));
  await expectEscapeReturnsFocus(page, actions, bobsText);
  await page.keyboard.press('Shift+F10');
  await press(page, actions.getByRole('button', { name: 'Reply' }));
  await expect(page.getByText('Replying to Bob')).toBeVisible();
  await tabToVisible(page, composer);
  await page.keyboard.type('A reply by keyboard');
  await page.keyboard.press('Enter');
  await expectPartnerReceived(bob, alicesId.pub, 'A reply by keyboard');

  const openPicture = messages(page).getByRole('button', { name: 'Open picture' });
  await expect(openPicture).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await press(page, openPicture, 'Enter', { key: 'Shift+Tab' });
  const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
  await expect(page.getByRole('img', { name: 'Picture 1 of 1' })).toBeVisible();
  await expectFocusTrapped(page, shownOverlay(page, 'ion-modal.chat-viewer'));
  await expectEscapeReturnsFocus(page, viewer, openPicture);
  await press(page, composer, 'Escape');
  await expect(page.getByRole('region', { name: 'Recent Chats' })).toBeVisible();

  // Rooms: the plus menu (a popover) joins Bob's room by its key; the console creates one.
  const more = page.getByRole('button', { name: 'More', exact: true });
  await press(page, more);
  const plusMenu = page.getByRole('list', { name: 'More' });
  await expect(plusMenu).toBeVisible();
  await expectFocusTrapped(page, shownOverlay(page, 'ion-popover'));
  await expectEscapeReturnsFocus(page, plusMenu, more);
  await page.keyboard.press('Enter');
  await press(page, plusMenu.getByRole('button', { name: 'Join group' }));
  // The closing menu hands the focus back to More: the dialog is typed in once it has gone.
  await expect(plusMenu).toBeHidden();
  const joinDialog = page.getByRole('alertdialog', { name: 'Join group' });
  const keyField = joinDialog.getByRole('textbox', { name: 'Room key pair' });
  await tabToVisible(page, keyField);
  await page.keyboard.insertText(hikersKey);
  await expect(keyField).toHaveValue(hikersKey);
  await press(page, joinDialog.getByRole('button', { name: 'Join' }));
  await expect(page).toHaveURL((url) => url.pathname === `/group/${hikers.pub}/messages`);
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Back', exact: true }), 'Enter', {
    key: 'Shift+Tab',
  });

  const roomsTab = page.getByRole('tab', { name: 'Rooms', exact: true });
  await tabToVisible(page, page.getByRole('tab', { name: 'Chats', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(roomsTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(roomsTab).toHaveAttribute('aria-selected', 'true');
  const roomsConsole = page.getByRole('region', { name: 'Rooms console' });
  await press(page, roomsConsole.getByRole('button', { name: 'Create room' }));
  const createDialog = page.getByRole('alertdialog', { name: 'Create room' });
  await tabToVisible(page, createDialog.getByRole('textbox', { name: 'Room name' }));
  // In one input event, as the key field above: Ionic's alert redraws its field after each key
  // and, on a busy machine, drops keys that come before the redraw.
  await page.keyboard.insertText('Typists');
  await press(page, createDialog.getByRole('button', { name: 'Create' }));
  await expect(roomsConsole.getByRole('status')).toHaveText('Selected: Typists');

  // Moments: New Moment, then like it.
  await press(page, navButton(page, 'Moments'));
  await press(page, page.getByRole('button', { name: 'New Moment', exact: true }));
  const newMoment = shownOverlay(page, 'ion-modal');
  await tabToVisible(page, newMoment.getByRole('textbox', { name: 'Moment text' }));
  await page.keyboard.type('Posted by keyboard');
  await press(page, newMoment.getByRole('button', { name: 'Send', exact: true }));
  await expect(toast(page, 'Moment published successfully')).toBeVisible();
  const card = momentCard(
    page.getByRole('region', { name: 'Moments', exact: true }),
    'Alice',
    'Posted by keyboard',
  );
  await press(page, card.getByRole('button', { name: 'Like: 0' }));
  await expect(card.getByRole('button', { name: 'Unlike: 1' })).toBeVisible();
});
