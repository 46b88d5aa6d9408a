/** The native app banner (shell.md section 2): it decides after hydration, and so its code loads then. */
import { lazy } from 'react';

export const NativeAppBanner = lazy(() =>
  import('./native-app-banner').then((module) => ({ default: module.NativeAppBanner })),
);
