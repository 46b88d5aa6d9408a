/**
 * `npm run seed -w packages/sandbox`: recreates the player store's file (SANDBOX_DB, default
 * `{SANDBOX_DATA_DIR}/players.sqlite`) with the seeded players, for the catalogue the environment
 * selects. A running sandbox keeps its open file: stop it first (or use `POST /__sandbox/reset`).
 */
import { rmSync } from 'node:fs';
import { sandboxEnv } from './env.ts';
import { createSandbox, playerDbFile } from './server.ts';

const { options } = sandboxEnv();
const file = playerDbFile(options);
if (file !== ':memory:')
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
const app = createSandbox(options);
const players = app.players;
for (const username of players.usernames()) {
  const balance = players.casinoBalance(username);
  const { rounds } = players.roundCount(username);
  console.log(
    `${username.padEnd(11)} ${((balance?.amountCents ?? 0) / 100).toFixed(2).padStart(9)} RON  ${String(rounds).padStart(3)} rounds  ${players.favourites(username).length} favourites`,
  );
}
await app.close();
console.log(`Seeded ${file}`);
