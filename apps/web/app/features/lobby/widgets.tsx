import { assetImageUrl, assetWidthSrcSet, resizeTo } from '@casino/core/images';
import {
  type ComponentType,
  lazy,
  Suspense,
  startTransition,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { GamesShelf } from '~/domains/catalogue/games';
import {
  type CollectionCard,
  CollectionCardLink,
  type ProviderCard,
  ProviderCardLink,
} from '~/domains/catalogue/taxonomy';
import { CmsHtml } from '~/shared/cms/cms-html';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { dataClient } from '~/shared/data/client';
import { useQuery } from '~/shared/data/use-query';
import { whenIdle } from '~/shared/hooks/when-idle';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { PortalLink } from '~/shared/links/portal-link';
import { safeHref } from '~/shared/links/safe-href';
import { portalPath } from '~/shared/routing/portal-path';
import { useFailureToast } from '~/shared/snackbars/snackbars';
import { ScrollRow, SectionHeading } from '~/shared/ui/section';
import { laterWidgetsQuery } from './api/later-widgets';
import type { LobbyPage } from './lobby-page.server';
import type { LaterWidget, PageWidget } from './widget-fold';
import type { WidgetView } from './widgets.server';

/**
 * What fills a personal shelf's place (a feature of its own, which the lobby does not import: the
 * shell hands it in). The lobby gives it the place and the widget's id, layout and page.
 */
export type PersonalSlotComponent = ComponentType<
  Omit<Extract<WidgetView, { type: 'personal' }>, 'type'> & {
    lobby: 'casino' | 'live';
    eager: boolean;
  }
>;

/**
 * The slide artwork at the width it is shown (the asset store resizes): a phone's slide is 200 px high
 * and covers it, so at least 500 px wide; on a desktop two slides share the row.
 */
const SLIDE_WIDTHS = [480, 800, 1200, 1600];
const SLIDE_SIZES = '(min-width: 1024px) 50vw, max(100vw, 500px)';

function Carousel({ widget, eager }: { widget: Extract<WidgetView, { type: 'carousel' }>; eager: boolean }) {
  const { assetsUrl } = usePublicConfig();
  const href = usePortalHref();
  const t = useT();
  // Slide links come from the CMS: only http(s) and the portal's own paths are followed.
  const slideLink = (url: string) => {
    const target = safeHref(url);
    if (!target) return null;
    return target.internal ? href(target.href) : target.href;
  };
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <ul className="carousel__track">
        {widget.slides.map((slide, index) => (
          <li
            key={slide.id}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${widget.slides.length}`}
          >
            <img
              src={assetImageUrl(assetsUrl, slide.image, { transforms: [{ resize: { width: 1200 } }] })}
              srcSet={SLIDE_WIDTHS.map(
                (width) =>
                  `${assetImageUrl(assetsUrl, slide.image, { transforms: [{ resize: { width } }] })} ${width}w`,
              ).join(', ')}
              sizes={SLIDE_SIZES}
              alt=""
              width={1200}
              height={480}
              loading={eager && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : undefined}
            />
            <div className="carousel__caption">
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
              {slideLink(slide.url) && (
                <a className="button button--primary" href={slideLink(slide.url) ?? undefined}>
                  {slide.ctaText}
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CollectionCards({
  id,
  title,
  collections,
}: {
  id: string;
  title: string;
  collections: CollectionCard[];
}) {
  return (
    <section className="cards" aria-labelledby={`${id}-title`}>
      <SectionHeading id={id} title={title} href={portalPath('/colectii')} />
      <ScrollRow label={title}>
        {collections.map((collection) => (
          <li key={collection.id}>
            <CollectionCardLink collection={collection} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

export function ProviderCards({
  id,
  title,
  providers,
}: {
  id: string;
  title: string;
  providers: ProviderCard[];
}) {
  return (
    <section className="cards" aria-labelledby={`${id}-title`}>
      <SectionHeading id={id} title={title} href={portalPath('/furnizori')} />
      <ScrollRow label={title}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <ProviderCardLink provider={provider} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

function Videos({ widget }: { widget: Extract<WidgetView, { type: 'videos' }> }) {
  const { assetsUrl } = usePublicConfig();
  return (
    <section className="cards" aria-labelledby={`${widget.id}-title`}>
      <SectionHeading id={widget.id} title={widget.title} />
      <ScrollRow label={widget.title}>
        {widget.items.map((item) => (
          <li key={item.id} className="video-card">
            <img
              src={assetImageUrl(assetsUrl, item.poster, resizeTo(480))}
              srcSet={assetWidthSrcSet(assetsUrl, item.poster, [240, 360, 480])}
              sizes="(min-width: 1024px) 176px, 140px"
              alt=""
              width={480}
              height={270}
              loading="lazy"
            />
            {/* The title is the game's link when the video has a game (once: not a title and a link). */}
            {item.gameCode ? (
              <PortalLink to={portalPath('/joc/:game', { game: item.gameCode })} className="card__title">
                {item.title}
              </PortalLink>
            ) : (
              <span className="card__title">{item.title}</span>
            )}
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

// The live parts of the lobby (ticking jackpots, refreshing winners) load with their widget.
const JackpotsWidget = lazy(() => import('./jackpots-widget'));
const WinnersWidget = lazy(() => import('./winners-widget'));

/** How far ahead of the viewport a widget renders once the visitor has started to move down the page. */
const AHEAD = '800px 0px';

/** The empty box of a widget's size that stands in its place until it renders. */
function Placeholder({ kind, ref }: { kind: string; ref?: React.Ref<HTMLDivElement> }) {
  return <div ref={ref} className={`lazy-widget lazy-widget--${kind}`} aria-hidden="true" />;
}

/**
 * A widget below the fold: a placeholder of about its size until it is near the viewport (catalogue.md:
 * lazy content widgets), so the first paint and hydration only do the visible work. Until the visitor
 * scrolls or presses a key, only a placeholder on the screen renders: the shelves a screen below would
 * be hundreds of tiles built during the page's load that nobody sees yet (ADR 0027). From the first
 * scroll or key on, they render a screen ahead, well before they come into view.
 */
function LazyWidget({ kind, children }: { kind: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    let observer: IntersectionObserver | undefined;
    const observe = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          // A transition: React renders the shelves in slices between frames, not in one long task.
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
        },
        { rootMargin },
      );
      observer.observe(element);
    };
    const moving = window.scrollY > 0;
    observe(moving ? AHEAD : '0px');
    const events = ['scroll', 'keydown'] as const;
    const stopListening = () => {
      for (const type of events) window.removeEventListener(type, lookAhead);
    };
    function lookAhead() {
      stopListening();
      observe(AHEAD);
    }
    if (!moving) for (const type of events) window.addEventListener(type, lookAhead, { passive: true });
    return () => {
      observer?.disconnect();
      stopListening();
    };
  }, [near]);
  if (near) return <>{children}</>;
  return <Placeholder ref={ref} kind={kind} />;
}

/**
 * A widget the page left below the fold, once it is near the viewport: from the page's later widgets
 * (loaded when the browser was idle, or now), its placeholder while they load or failed to. A widget
 * the content no longer has is left out.
 */
function LaterWidgetSlot({
  widget,
  page,
  lobby,
  personalSlot,
}: {
  widget: LaterWidget;
  page: LobbyPage;
  lobby: 'casino' | 'live';
  personalSlot: PersonalSlotComponent;
}) {
  const ctx = useContentContext();
  const { data: answer, status, refetch } = useQuery(laterWidgetsQuery(page, ctx));
  useFailureToast(status === 'error', 'errors.failed-to-fetch-layouts', refetch);
  // A store's answer renders at once, in one task: a shelf on the screen when the answer comes (loaded
  // when the browser was idle) would be built in one long task. Deferred, the placeholder stays for
  // that render and the widget is built in a transition that React slices (ADR 0043).
  const data = useDeferredValue(answer);
  if (!data) return <Placeholder kind={widget.placeholder} />;
  const shown = data.widgets.find((candidate) => candidate.id === widget.id);
  return shown ? <Widget widget={shown} eager={false} lobby={lobby} personalSlot={personalSlot} /> : null;
}

/** At the latest this long after hydration, the later widgets load even if the browser is never idle. */
const IDLE_TIMEOUT_MS = 3000;

/** Loads the page's later widgets once the browser is idle, so they are there before the visitor scrolls. */
function useLaterWidgetsWhenIdle(page: LobbyPage, wanted: boolean) {
  const { locale, status } = useContentContext();
  useEffect(() => {
    if (!wanted) return;
    return whenIdle(() => {
      // A failure is shown (and tried again) by the widgets that need the answer, once they are near.
      dataClient.fetch(laterWidgetsQuery(page, { locale, status })).catch(() => {});
    }, IDLE_TIMEOUT_MS);
  }, [page, locale, status, wanted]);
}

/**
 * A lobby page's widgets: those the page carries render at once; those it left below the fold
 * (`LaterWidget`, ADR 0038) render as they come near the viewport. A crawler's page carries every widget.
 */
export function Widgets({
  widgets,
  lobby,
  page,
  personalSlot,
}: {
  widgets: PageWidget[];
  lobby: 'casino' | 'live';
  page: LobbyPage;
  personalSlot: PersonalSlotComponent;
}) {
  useLaterWidgetsWhenIdle(
    page,
    widgets.some((widget) => widget.type === 'later'),
  );
  return (
    <>
      {widgets.map((widget, index) =>
        widget.type === 'later' ? (
          <LazyWidget key={widget.id} kind={widget.placeholder}>
            <LaterWidgetSlot widget={widget} page={page} lobby={lobby} personalSlot={personalSlot} />
          </LazyWidget>
        ) : (
          <Widget
            key={widget.id}
            widget={widget}
            eager={index < 2}
            lobby={lobby}
            personalSlot={personalSlot}
          />
        ),
      )}
    </>
  );
}

function Widget({
  widget,
  eager,
  lobby,
  personalSlot: PersonalSlot,
}: {
  widget: WidgetView;
  eager: boolean;
  lobby: 'casino' | 'live';
  personalSlot: PersonalSlotComponent;
}) {
  switch (widget.type) {
    case 'carousel':
      return <Carousel key={widget.id} widget={widget} eager={eager} />;
    case 'games':
      return (
        <GamesShelf
          key={widget.id}
          id={widget.id}
          title={widget.title}
          layout={widget.layout}
          games={widget.games}
          href={widget.href}
          eager={eager}
        />
      );
    case 'personal':
      return (
        <PersonalSlot id={widget.id} layout={widget.layout} page={widget.page} lobby={lobby} eager={eager} />
      );
    case 'collection-group':
    case 'collections':
      return <CollectionCards key={widget.id} {...widget} />;
    case 'html':
      return <CmsHtml key={widget.id} html={widget.html} as="section" />;
    case 'jackpots':
      return (
        <Suspense fallback={<div className="lazy-widget lazy-widget--jackpots" />}>
          <JackpotsWidget {...widget} />
        </Suspense>
      );
    case 'providers':
      return <ProviderCards key={widget.id} {...widget} />;
    case 'videos':
      return <Videos key={widget.id} widget={widget} />;
    case 'winners':
      return (
        <Suspense fallback={<div className="lazy-widget lazy-widget--winners" />}>
          <WinnersWidget widget={widget} lobby={lobby} />
        </Suspense>
      );
    default:
      return null;
  }
}
