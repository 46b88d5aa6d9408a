/**
 * The native app banner (shell.md section 2): it decides after hydration, and so its code loads then;
 * its place at the top is decided before the first paint (native-banner-hint.ts).
 */
export { clearNativeBannerHint, nativeBannerHintScript } from './native-banner-hint';
export { NativeBannerSlot } from './native-banner-slot';
