import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_ERRORS,
  IdentityLoggedInPlayerResponse,
  IdentityLoginResponse,
  IdentityWaitingMessagesResponse,
  identityErrorKey,
  identityLoginOutcome,
  identityTransportFailure,
  isIdentitySuccess,
  type WaitingMessage,
} from './identity-api.ts';
import type { PlayerMessage } from './player-messages.ts';

const asPlayerMessage = (message: WaitingMessage): PlayerMessage => message;

describe('identity answers', () => {
  it('error codes are distinct and none is the success code', () => {
    const codes = Object.values(IDENTITY_ERRORS);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(0);
  });

  it('maps a login answer onto the silent-login fact of the auth order', () => {
    expect(identityLoginOutcome({ errorCode: 0, reason: null })).toBe('succeeded');
    expect(identityLoginOutcome({ errorCode: 2, reason: 'second-factor-required' })).toBe('needs-validation');
    expect(identityLoginOutcome({ errorCode: 3, reason: 'terms-acceptance-required' })).toBe(
      'needs-validation',
    );
    expect(identityLoginOutcome({ errorCode: 8, reason: 'remember-me-invalid' })).toBe('failed');
  });

  it('gives the errors.auth key of a rejection', () => {
    expect(identityErrorKey({ errorCode: 0, reason: null })).toBeNull();
    expect(identityErrorKey({ errorCode: 1, reason: 'invalid-credentials' })).toBe(
      'errors.auth.invalid-credentials',
    );
    expect(identityErrorKey({ errorCode: 99, reason: null })).toBe('errors.auth.server-error');
    // A reason the provider does not document reads as its server error, never as a raw key.
    expect(identityErrorKey({ errorCode: 42, reason: 'account-frozen' })).toBe('errors.auth.server-error');
    expect(identityErrorKey({ errorCode: 42, reason: 'constructor' })).toBe('errors.auth.server-error');
    expect(isIdentitySuccess({ errorCode: 0 })).toBe(true);
    expect(isIdentitySuccess({ errorCode: 4 })).toBe(false);
  });

  it('tells a transport failure from an answer of the API', () => {
    expect(identityTransportFailure({ errorCode: 98 })).toBe('network-error');
    expect(identityTransportFailure({ errorCode: 99 })).toBe('server-error');
    expect(identityTransportFailure({ errorCode: 0 })).toBeNull();
    // A rejection is the API's answer: about the player, not the transport.
    expect(identityTransportFailure({ errorCode: IDENTITY_ERRORS['not-logged-in'] })).toBeNull();
    expect(identityTransportFailure({ errorCode: IDENTITY_ERRORS['invalid-credentials'] })).toBeNull();
  });

  it('parses answers, a transport failure included', () => {
    const failure = { action: 'Login', errorCode: 98, reason: 'network-error', errorText: 'offline' };
    expect(v.safeParse(IdentityLoginResponse, failure).success).toBe(true);
    const pending = {
      ...failure,
      errorCode: 2,
      reason: 'second-factor-required',
      username: 'verificare',
      secondFactor: { channel: 'sms', destination: '+40 7** *** 104', codeLength: 6 },
    };
    expect(v.parse(IdentityLoginResponse, pending).secondFactor?.codeLength).toBe(6);
    expect(
      v.safeParse(IdentityLoggedInPlayerResponse, {
        action: 'GetLoggedInPlayer',
        errorCode: 0,
        reason: null,
        errorText: null,
        player: null,
        pendingStep: 'terms',
      }).success,
    ).toBe(true);
    expect(v.safeParse(IdentityLoginResponse, { ...failure, action: 'Nope' }).success).toBe(false);
  });

  it('waiting messages are player messages', () => {
    const answer = v.parse(IdentityWaitingMessagesResponse, {
      action: 'GetWaitingMessages',
      errorCode: 0,
      reason: null,
      errorText: null,
      pendingBonusCode: '1002',
      messages: [
        {
          id: 1,
          kind: 'bonus',
          type: 'PlayerActionShowDialog',
          templateId: 'bonus-acordat',
          displayType: 'dialog',
          title: null,
          message: 'Ai primit 25 de rotiri gratuite.',
          bonusCode: '1002',
        },
      ],
    });
    expect(asPlayerMessage(answer.messages![0]!).type).toBe('PlayerActionShowDialog');
  });
});
