/**
 * `npm run start -w packages/sandbox`: the sandbox platform on http://localhost:4000 (see README.md).
 */
import { sandboxEnv } from './env.ts';
import { createSandbox } from './server.ts';

const { port, host, options } = sandboxEnv();
const app = createSandbox(options);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    console.error(`Sandbox: error while closing on ${signal}`, error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
  console.log(`Sandbox platform on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
} catch (error) {
  console.error('Sandbox: failed to start', error);
  process.exit(1);
}
