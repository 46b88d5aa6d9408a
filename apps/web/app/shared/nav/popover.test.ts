import { describe, expect, it } from 'vitest';
import { panelShift } from './popover';

describe('panelShift: an open panel lies wholly inside the viewport', () => {
  it('moves a panel that starts off the left edge right, to 8 px from it', () => {
    // The header's ☰ on a 360 px phone: a 200 px panel anchored right at x = 86.
    expect(panelShift({ left: -114, right: 86 }, 360)).toBe(122);
  });

  it('moves a panel that ends past the right edge left', () => {
    expect(panelShift({ left: 300, right: 500 }, 360)).toBe(-148);
  });

  it('leaves a panel that fits where its button puts it', () => {
    expect(panelShift({ left: 8, right: 352 }, 360)).toBe(0);
    expect(panelShift({ left: 100, right: 300 }, 1440)).toBe(0);
  });
});
