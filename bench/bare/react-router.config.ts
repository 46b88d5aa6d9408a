import type { Config } from '@react-router/dev/config';

// The portal's settings (apps/web/react-router.config.ts), so the only difference measured is the app.
export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
