import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { SANDBOX } from './ports';
import {
  headerLoginButton,
  loginDialog,
  type SeededProfile,
  sandboxClient,
  submitLoginDialog,
  type ThrowawayPlayer,
  waitForAuthState,
} from './support';

const dictionary = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../apps/web/app/i18n/${name}.json`, import.meta.url), 'utf8'));

/**
 * The journeys' `test`: Playwright's, with the guards every journey keeps without asking (architecture.md,
 * tests):
 * - No translation key reaches a player: after each page load and at the end of the journey, the page's
 *   visible text (Romanian or English) holds nothing shaped like one of the dictionaries' keys (a
 *   namespace of theirs, a dot, a name: `bonusPopup.declineed`).
 * - What the journey left open lies inside the viewport, and the docked things do not overlap (the
 *   layout guard, at the end of the journey; `expectInViewport` checks right after an opening).
 */
const NAMESPACES = [...new Set(['ro', 'ro-later', 'en'].flatMap((name) => Object.keys(dictionary(name))))];
const KEY_SHAPED = new RegExp(
  `(?<![\\w./-])(?:${NAMESPACES.join('|')})\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*`,
  'g',
);

/** The key-shaped words of the page's visible text (none while a page is gone or still blank). */
export async function keyShapedText(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
  return [...new Set(text.match(KEY_SHAPED) ?? [])];
}

/**
 * What is open on the page and where it lies: every open dialog, the chat, the snackbars, the docked web
 * message and the phone's chat button wholly inside the viewport, and the last four never over one
 * another; an open popover's panel within the viewport's width (it scrolls with its button). Measured
 * once their animations end. Empty when all is well.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page
    .evaluate(async () => {
      const shown = (selector: string) =>
        [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        });
      const whole = [
        ...shown('dialog[open]'),
        ...shown('[data-support-chat]:not([hidden]) iframe'),
        ...shown('.snackbar'),
        ...shown('.web-messages .web-message'),
        ...shown('.chat-fab'),
      ];
      const popovers = shown('.popover__panel:not([hidden])');
      await Promise.all(
        [...whole, ...popovers].flatMap((element) =>
          element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)),
        ),
      );
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`;
      const problems: string[] = [];
      for (const element of whole) {
        const box = element.getBoundingClientRect();
        if (box.left < -1 || box.top < -1 || box.right > width + 1 || box.bottom > height + 1)
          problems.push(
            `${name(element)} is not inside the ${width}x${height} viewport (${box.left},${box.top},${box.right},${box.bottom})`,
          );
      }
      for (const element of popovers) {
        const box = element.getBoundingClientRect();
        if (box.left < -1 || box.right > width + 1)
          problems.push(
            `${name(element)} is not inside the viewport's width ${width} (${box.left}-${box.right})`,
          );
      }
      const docked = whole.filter((element) => !element.matches('dialog, iframe'));
      for (const [index, a] of docked.entries())
        for (const b of docked.slice(index + 1)) {
          const one = a.getBoundingClientRect();
          const other = b.getBoundingClientRect();
          const x = Math.min(one.right, other.right) - Math.max(one.left, other.left);
          const y = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
          if (x > 1 && y > 1) problems.push(`${name(a)} overlaps ${name(b)}`);
        }
      return problems;
    })
    .catch(() => []);
}

type SessionState = 'guest' | 'authenticated';

interface LogInOptions {
  /** Where to open the portal first (default '/'; with `via: 'api'` and no path, the page as it is). */
  path?: string;
  /** Ticks "Ține-mă minte" in the dialog. */
  remember?: boolean;
  /** The header's button and the login dialog (default), or the global API's `auth.login`. */
  via?: 'header' | 'api';
}

/** The sandbox of the run (`sandboxUrl`): its test control, content, and throwaway players. */
export type JourneySandbox = ReturnType<typeof sandboxClient> & {
  /** A throwaway clone of a seeded player (password parola123); quiet unless `{ quiet: false }`. */
  newPlayer(profile: SeededProfile, options?: { quiet?: boolean }): Promise<ThrowawayPlayer>;
};

interface JourneyFixtures {
  rawKeyGuard: undefined;
  layoutGuard: undefined;
  sandbox: JourneySandbox;
  /** A quiet throwaway clone of `demo`, made when a journey asks for it. */
  player: ThrowawayPlayer;
  /** Logs a player in (LogInOptions), and waits until the portal's session says so. */
  logIn: (player: ThrowawayPlayer, options?: LogInOptions) => Promise<void>;
  /** Opens `path` and waits until the page knows the visitor: a guest (default) or a player. */
  visit: (path: string, as?: SessionState) => Promise<void>;
}

interface JourneyOptions {
  /** The sandbox the portal under test talks to (the journeys' by default). */
  sandboxUrl: string;
}

export const test = base.extend<JourneyFixtures & JourneyOptions>({
  sandboxUrl: [SANDBOX, { option: true }],
  sandbox: async ({ sandboxUrl }, use) => {
    const client = sandboxClient(sandboxUrl);
    await use({
      ...client,
      newPlayer: (profile, { quiet = true } = {}) =>
        client.control<ThrowawayPlayer>('/__sandbox/players', { profile, quiet }),
    });
  },
  player: async ({ sandbox }, use) => {
    await use(await sandbox.newPlayer('demo'));
  },
  visit: async ({ page }, use) => {
    await use(async (path, as = 'guest') => {
      await page.goto(path);
      await waitForAuthState(page, as);
    });
  },
  logIn: async ({ page, visit }, use) => {
    await use(async (player, { path, remember = false, via = 'header' } = {}) => {
      if (via === 'api') {
        if (path !== undefined) await page.goto(path);
        await waitForAuthState(page, 'guest');
        const result = await page.evaluate(
          ({ username, password }) => window.casinoPortal?.auth.login(username, password),
          player,
        );
        expect(result, `logging ${player.username} in through the global API`).toEqual({ ok: true });
      } else {
        await visit(path ?? '/');
        await headerLoginButton(page).click();
        await submitLoginDialog(page, player, { remember });
        await loginDialog(page).waitFor({ state: 'hidden' });
      }
      await waitForAuthState(page, 'authenticated');
    });
  },
  rawKeyGuard: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const check = async () => {
        for (const key of await keyShapedText(page)) seen.push(`${key} (${page.url()})`);
      };
      page.on('load', () => void check());
      await use(undefined);
      if (!page.isClosed()) await check();
      expect(seen, 'translation keys shown to the player').toEqual([]);
    },
    { auto: true },
  ],
  layoutGuard: [
    async ({ page }, use) => {
      await use(undefined);
      if (page.isClosed()) return;
      expect(await layoutProblems(page), `what the journey left open (${page.url()})`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
