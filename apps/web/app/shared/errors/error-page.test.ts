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
