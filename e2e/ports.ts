/**
 * Where the journeys' sandbox and portal listen: 4310 and 3310, or E2E_SANDBOX_PORT and E2E_PORTAL_PORT,
 * so a second checkout on the same machine (a worktree) can run its journeys beside these.
 */
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4310);
export const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3310);
export const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
export const PORTAL = `http://localhost:${PORTAL_PORT}`;
/** The sandbox on another origin (not listed among the origins the portal trusts). */
export const SANDBOX_OTHER_ORIGIN = `http://127.0.0.1:${SANDBOX_PORT}`;
