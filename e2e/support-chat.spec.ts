import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { armFault, disarmFault, ONE_DEVICE, sandboxControl } from './support';

/**
 * Support chat (issue 12 item 6; shell.md sections 2, 4 and 9; ADR 0014), on the phone and the desktop
 * project: the desktop's chat button is in the submenu, the phone's in the menu drawer (the Menu entry
 * carries the unread count). The sandbox's chat widget shows the chat; a message pushed to a player
 * while the chat is hidden raises the unread count, opening the chat resets it. Throwaway clones of
 * `demo`, so conversations never mix with the journeys alongside.
 */

const chatFrame = (page: Page) => page.locator('iframe[title="Chat asistență"]');

const isPhone = () => test.info().project.name === 'phone';

/** The chat button: the submenu's on a desktop; on a phone, the menu drawer's (the drawer opened first). */
async function chatButton(page: Page) {
  if (!isPhone()) return page.locator('nav.submenu').getByRole('button', { name: /^Chat/ });
  await menuEntry(page).click();
  const drawer = page.getByRole('dialog', { name: 'Meniu' });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('button', { name: /^Chat asistență/ });
}

/** The phone submenu's Menu entry (in the row, or in the "more" popover, opened for it). */
function menuEntry(page: Page) {
  return page
    .locator('nav.submenu')
    .getByRole('button', { name: /^Meniu/ })
    .first();
}

async function openMoreIfNeeded(page: Page) {
  const submenu = page.locator('nav.submenu');
  const entry = menuEntry(page);
  const more = submenu.getByRole('button', { name: /^Mai mult/ });
  if (!(await entry.isVisible()) && (await more.isVisible())) await more.click();
}

interface Conversation {
  username: string | null;
  connections: number;
  unreadCount: number;
}

const conversation = async (username: string) =>
  (await sandboxControl<Conversation[]>('/__sandbox/chat/conversations')).find(
    (item) => item.username === username,
  );

test.describe('support chat', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a guest opens the chat from the chat button: the widget shows the support bot; it closes again', async ({
    visit,
    page,
  }) => {
    await visit('/');
    // Nothing of the chat loads for a guest until asked.
    await expect(chatFrame(page)).toHaveCount(0);
    if (isPhone()) await openMoreIfNeeded(page);
    const button = await chatButton(page);
    await button.click();
    await expect(chatFrame(page)).toBeVisible({ timeout: 20_000 });
    const frame = page.frameLocator('iframe[title="Chat asistență"]');
    await expect(frame.getByRole('heading', { name: 'Asistență Cazino Regal' })).toBeVisible();
    await expect(frame.getByRole('log', { name: 'Conversația' })).toContainText('Bună', { timeout: 20_000 });
    if (!isPhone()) await expect(button).toHaveAttribute('aria-expanded', 'true');
    await frame.getByRole('button', { name: 'Închide chatul' }).click();
    await expect(chatFrame(page)).toBeHidden();
    if (!isPhone()) await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test("a player's chat starts hidden; a message while hidden raises the unread count; opening resets it", async ({
    logIn,
    player,
    page,
  }) => {
    await logIn(player);
    // The player's chat connects in the background (hidden), authenticated.
    await expect
      .poll(async () => (await conversation(player.username))?.connections ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect(chatFrame(page)).toBeHidden();

    await sandboxControl('/__sandbox/push/chat-message', {
      username: player.username,
      text: 'Bună! Un agent îți răspunde imediat.',
      from: 'agent',
    });
    if (isPhone()) {
      // The Menu entry (in the row, or in "more", which then carries the count too).
      const more = page.locator('nav.submenu').getByRole('button', { name: /^Mai mult/ });
      if (await more.isVisible()) await expect(more).toHaveAccessibleName('Mai mult, 1 mesaj necitit');
      await openMoreIfNeeded(page);
      await expect(menuEntry(page)).toHaveAccessibleName(/1 mesaj necitit/);
      // The floating chat button, one tap from any page, carries the count too.
      await expect(page.locator('.chat-fab')).toHaveAccessibleName('Chat asistență 1 mesaj necitit');
    } else {
      await expect(page.locator('nav.submenu').getByRole('button', { name: /^Chat/ })).toHaveAccessibleName(
        /1 mesaj necitit/,
      );
    }
    const button = await chatButton(page);
    await expect(button).toHaveAccessibleName(/1 mesaj necitit/);
    await button.click();
    const frame = page.frameLocator('iframe[title="Chat asistență"]');
    await expect(frame.getByRole('log', { name: 'Conversația' })).toContainText(
      'Un agent îți răspunde imediat',
      {
        timeout: 20_000,
      },
    );
    // Open: the count resets, and a message now does not raise it.
    if (!isPhone()) await expect(button).toHaveAccessibleName('Chat');
    await sandboxControl('/__sandbox/push/chat-message', {
      username: player.username,
      text: 'Te mai pot ajuta cu ceva?',
      from: 'agent',
    });
    await expect(frame.getByRole('log', { name: 'Conversația' })).toContainText('Te mai pot ajuta');
    await frame.getByRole('button', { name: 'Închide chatul' }).click();
    await expect(chatFrame(page)).toBeHidden();
    if (isPhone()) {
      await expect(page.locator('.chat-fab')).toHaveAccessibleName('Chat asistență');
      await openMoreIfNeeded(page);
      await expect(menuEntry(page)).toHaveAccessibleName('Meniu');
      await page.keyboard.press('Escape');
      await expect(
        page.locator('nav.submenu').getByRole('button', { name: /^Mai mult/ }),
      ).toHaveAccessibleName('Mai mult');
    } else {
      await expect(button).toHaveAccessibleName('Chat');
    }
  });

  test(
    'a refused chat session logs the chat in anonymously with errors.yellow-ai-invalid-session',
    ONE_DEVICE,
    async ({ logIn, player, page }) => {
      const fault = await armFault({
        path: GATEWAY_PATHS.chatSessionToken,
        json: {
          username: player.username,
          sessionToken: null,
          errorCode: 3104,
          errorMessage: 'Indisponibil',
        },
        player: player.username,
      });
      try {
        await logIn(player);
        await expect(
          page.getByText('Nu te-am putut conecta la chat cu contul tău', { exact: false }),
        ).toBeVisible({
          timeout: 30_000,
        });
        // The chat carries on as a guest's: no conversation of the player.
        await expect(chatFrame(page)).toBeAttached();
        expect(await conversation(player.username)).toBeUndefined();
      } finally {
        await disarmFault(fault);
      }
    },
  );
});
