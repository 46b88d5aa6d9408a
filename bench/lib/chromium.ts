/** Debian's Chromium, with the flags the journeys use (playwright.config.ts): no sandbox in a container,
 * no GPU, and none of Chromium's own background traffic, which would be counted as the page's. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
