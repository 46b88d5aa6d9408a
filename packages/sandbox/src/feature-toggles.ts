/**
 * The CMS feature toggles (`GET /cms-client/configuration/web_global` → `{ featureToggle: [...] }`) and
 * their test control. The catalogue's list is the default; `/__sandbox/feature-toggles` turns names on
 * or off until `DELETE` or `/__sandbox/reset`.
 *
 * The login dialog (shell.md section 4): the new version (`login-dialog-2`) is used when the toggle of
 * the current platform is on, the old one (`login-dialog`) otherwise. Both are off by default.
 */
import { LOGIN_DIALOG_V2_TOGGLES } from '@casino/core/micro-frontends';

export { LOGIN_DIALOG_V2_TOGGLES };

const NAME = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,63}$/;

export interface FeatureToggleChange {
  enable: string[];
  disable: string[];
}

/** `{ enable?, disable? }`, lists of toggle names; a string is the error message. */
export function validateToggleChange(input: unknown): FeatureToggleChange | string {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return 'body must be a JSON object';
  const body = input as Record<string, unknown>;
  const list = (key: 'enable' | 'disable'): string[] | string => {
    const value = body[key] ?? [];
    if (!Array.isArray(value) || !value.every((name) => typeof name === 'string' && NAME.test(name)))
      return `${key} must be a list of toggle names (letters, digits, : . _ -, up to 64)`;
    return value as string[];
  };
  const enable = list('enable');
  if (typeof enable === 'string') return enable;
  const disable = list('disable');
  if (typeof disable === 'string') return disable;
  if (enable.length === 0 && disable.length === 0) return 'name at least one toggle to enable or disable';
  if (enable.some((name) => disable.includes(name))) return 'a toggle cannot be enabled and disabled at once';
  return { enable, disable };
}

export class FeatureToggles {
  private readonly enabled = new Set<string>();
  private readonly disabled = new Set<string>();

  constructor(private readonly defaults: () => readonly string[]) {}

  /** The toggles that are on: the defaults not turned off, then those turned on, in that order. */
  list(): string[] {
    const defaults = this.defaults();
    return [
      ...defaults.filter((name) => !this.disabled.has(name)),
      ...[...this.enabled].filter((name) => !defaults.includes(name)),
    ];
  }

  apply(change: FeatureToggleChange): void {
    for (const name of change.enable) {
      this.disabled.delete(name);
      this.enabled.add(name);
    }
    for (const name of change.disable) {
      this.enabled.delete(name);
      this.disabled.add(name);
    }
  }

  reset(): void {
    this.enabled.clear();
    this.disabled.clear();
  }

  describe(): { featureToggle: string[]; defaults: string[]; enabled: string[]; disabled: string[] } {
    return {
      featureToggle: this.list(),
      defaults: [...this.defaults()],
      enabled: [...this.enabled],
      disabled: [...this.disabled],
    };
  }
}
