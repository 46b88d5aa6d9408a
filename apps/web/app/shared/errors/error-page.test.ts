import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeError } from './error-page';

describe('error page', () => {
  it('recognises a failed chunk download as CHUNK-ERROR, with the update message and no stack', () => {
    const view = describeError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(view).toMatchObject({
      chunk: true,
      errorKey: 'errors.chunk-error',
      message: 'CHUNK-ERROR',
      stack: null,
    });
  });

  it('says a spec error key, and leaves out a key the dictionary does not have (no raw key for a player)', () => {
    const failure = (errorKey: string) => new ErrorResponseImpl(500, 'Internal Server Error', { errorKey });
    expect(describeError(failure('errors.failed-to-fetch-menu'))).toMatchObject({
      status: 500,
      errorKey: 'errors.failed-to-fetch-menu',
    });
    expect(describeError(failure('errors.no-such-key'))).toMatchObject({
      status: 500,
      errorKey: null,
      message: '',
    });
  });

  it('shows message and stack for other errors, the stack only outside production', () => {
    const error = new Error('boom');
    expect(describeError(error, { showStack: true })).toMatchObject({
      chunk: false,
      status: 500,
      message: 'boom',
      stack: error.stack,
    });
    expect(describeError(error, { showStack: false })).toMatchObject({ message: 'boom', stack: null });
  });
});
