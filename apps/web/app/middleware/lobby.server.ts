import type { Lobby } from '@casino/core/filters';
import type { MiddlewareFunction } from 'react-router';
import { lobbyContext } from '~/platform/server/request-context.server';

/** A layout's lobby, for the loaders below it (their route handle says the same to the browser). */
export function lobbyMiddleware(lobby: Lobby): MiddlewareFunction<Response> {
  return ({ context }, next) => {
    context.set(lobbyContext, lobby);
    return next();
  };
}
