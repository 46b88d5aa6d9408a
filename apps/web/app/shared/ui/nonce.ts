import { createContext, useContext } from 'react';

/**
 * The nonce of this answer's inline scripts (the Content-Security-Policy's, ADR 0017): set by the
 * server entry, empty in the browser. Apart from the policy itself, which is the server's alone.
 */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
