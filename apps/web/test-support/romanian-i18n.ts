/**
 * `~/shared/i18n/i18n` for components under test: the whole Romanian dictionary (both parts) at once.
 * Use as `vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'))`.
 */
import ro from '~/i18n/ro.json';
import later from '~/i18n/ro-later.json';
import type { TranslationKey } from '~/shared/i18n/keys';
import { createTranslate, hasTranslation } from '~/shared/i18n/translate';

const t = createTranslate('ro-RO', ro, later);

export const useLocale = () => 'ro';
export const useT = () => t;
export const useLaterStrings = () => {};
export const isTranslationKey = (key: string): key is TranslationKey =>
  hasTranslation(ro, key) || hasTranslation(later, key);
export const withLaterStrings = <T>(load: Promise<T>) => load;
