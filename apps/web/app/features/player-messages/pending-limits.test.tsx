// @vitest-environment jsdom
/**
 * The `rg:limits-cool-off` message (issue 41): the player sees the new limits and accepts them with the
 * identity script's accept-pending-limits; the limits now in force replace the offer. The sandbox's
 * side (the acceptance recorded in the player's state) is in the identity script's own tests.
 */
import type { WaitingMessage } from '@casino/core/identity-api';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingLimits } from './pending-limits';

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
afterEach(cleanup);

const message: WaitingMessage = {
  id: 7,
  kind: 'rg:limits-cool-off',
  type: 'PlayerActionShowDialog',
  templateId: 'limite-in-asteptare',
  displayType: 'dialog',
  title: 'Limită nouă disponibilă',
  message: 'Perioada de așteptare s-a încheiat: noua limită poate fi activată.',
  bonusCode: null,
  pendingLimits: [{ type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' }],
};
const inForce = { type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' };

function renderLimits(accept: () => Promise<unknown>) {
  const effects = { failed: vi.fn(), close: vi.fn() };
  render(
    <PendingLimits
      message={message}
      accept={accept as never}
      failed={effects.failed}
      close={effects.close}
    />,
  );
  return effects;
}

describe('accepting pending limits from the limits message', () => {
  it('shows the new limits; accepting calls accept-pending-limits and shows the limits in force', async () => {
    const accept = vi.fn(async () => ({ errorCode: 0, limits: [inForce] }));
    const effects = renderLimits(accept);
    expect(screen.getByText(message.message)).toBeTruthy();
    const pending = screen.getByRole('list', { name: 'Limitele noi' });
    expect(pending.textContent).toMatch(/^Limită de depunere, zilnic: 500,00\slei$/);
    fireEvent.click(screen.getByRole('button', { name: 'Activează noile limite' }));
    expect(accept).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toBe('Noile limite sunt active.');
    expect(screen.getByRole('list', { name: 'Limitele în vigoare' }).textContent).toMatch(
      /^Limită de depunere, zilnic: 500,00\slei$/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Am înțeles' }));
    expect(effects.close).toHaveBeenCalledOnce();
    expect(effects.failed).not.toHaveBeenCalled();
  });

  it('a refused or failed acceptance says so and offers it again; "Mai târziu" leaves them pending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const accept = vi.fn(async () => ({ errorCode: 3, limits: null }));
    const effects = renderLimits(accept);
    fireEvent.click(screen.getByRole('button', { name: 'Activează noile limite' }));
    await vi.waitFor(() => expect(effects.failed).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Activează noile limite' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mai târziu' }));
    expect(effects.close).toHaveBeenCalledOnce();
  });
});
