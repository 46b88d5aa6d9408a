import { useHydrated } from '~/shared/hooks/use-hydrated';
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';
import './native-banner-slot.css';

const NativeAppBanner = lazyOneTaskEach(() =>
  import('./native-app-banner').then((module) => ({ default: module.NativeAppBanner })),
);

/**
 * Where the banner goes, at the top of the page: in the server HTML for everyone, empty and without
 * height unless the head script (native-banner-hint.ts) marked the document, and then as high as the
 * banner, so the page below does not move when the banner's code loads after hydration.
 */
export function NativeBannerSlot() {
  const hydrated = useHydrated();
  return <div className="native-banner-slot">{hydrated && <NativeAppBanner />}</div>;
}
