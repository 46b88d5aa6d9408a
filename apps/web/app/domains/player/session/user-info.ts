/** Analytics user info on login (shell.md section 7): core's event, hashed with the browser's SHA-256. */
import { userInfoEvent } from '@casino/core/user-info';
import { gateway } from '~/domains/player/gateway';
import { playerInfoQuery } from '~/domains/player/player-data';
import { track } from '~/shared/analytics/track';
import { dataClient } from '~/shared/data/client';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function trackUserInfo(username: string): Promise<void> {
  const info = await dataClient.fetch(playerInfoQuery.load(username, gateway)).catch(() => null);
  const { event, ...payload } = await userInfoEvent({ ...info, username }, sha256Hex);
  track(event, payload);
}
