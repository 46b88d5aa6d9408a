import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The whole route manifest (2 KB gzip, cached for good) comes with the first page rather than in
  // pieces as links show: a link's page is then known at once, so its data prefetch asks for the URL
  // its navigation will (ADR 0019), and no page waits on a /__manifest round trip.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
