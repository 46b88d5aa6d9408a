import type { Platform } from '@casino/core/device';
import type { WebMessage } from '@casino/core/schemas';
import { webMessageReadingMs } from '@casino/core/web-messages';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useT } from '~/shared/i18n/i18n';
import { safeMessageUrl } from './api/web-messages';
import { useWebMessages } from './use-web-messages';
import './web-messages.css';

interface WebMessagesProps {
  platform: Platform;
  /**
   * Called when the fetch fails, with the try-again action for the snackbar; a try-again that fails
   * calls it again.
   */
  onFailure?: (retry: () => void) => void;
}

/** The room the docked messages take at the bottom of the viewport, which the page's end leaves free. */
const MESSAGES_SPACE = '--web-messages-space';

/**
 * The elements whose rules read `MESSAGES_SPACE` (app.css: the footer, the game's frame; the snackbars
 * and the phone's chat button, which stand above the messages instead of over them). The property
 * is set on them alone: on the document, every element of the page would be styled again each time
 * it changes (a lobby's 750, 4 ms on a desktop core, where these three take 0.6).
 */
const SPACE_HOLDERS = '.site-footer, .game-play, .game-frame, .snackbars, .chat-fab';

/** Where the property goes: a stylesheet of its own, or the document's style where none can be made. */
function spaceSetter(): { set: (space: string | null) => void; remove: () => void } {
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) {
    const root = document.documentElement;
    return {
      set: (space) =>
        space ? root.style.setProperty(MESSAGES_SPACE, space) : root.style.removeProperty(MESSAGES_SPACE),
      remove: () => root.style.removeProperty(MESSAGES_SPACE),
    };
  }
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return {
    set: (space) => sheet.replaceSync(space ? `${SPACE_HOLDERS} { ${MESSAGES_SPACE}: ${space}; }` : ''),
    remove: () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    },
  };
}

/**
 * Keeps `MESSAGES_SPACE` at the height the region covers from the viewport's bottom (none while it is
 * empty), so a player who scrolls to the end can reach the footer's links above a message they have
 * not dismissed.
 */
function useReservedSpace(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const space = spaceSetter();
    let current: string | null = null;
    const observer = new ResizeObserver(() => {
      const { top, height } = element.getBoundingClientRect();
      const next = height > 0 ? `${Math.ceil(window.innerHeight - top)}px` : null;
      if (next === current) return;
      current = next;
      space.set(next);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      space.remove();
    };
  }, [region]);
}

/** Phones and tablets: where a docked message would sit over the first row of games. */
const FOLDING_SCREENS = '(max-width: 1023px)';

/**
 * On a phone, the message on screen folds to its title once it has been read (core's
 * webMessageReadingMs), so it stops covering the games; its title unfolds it again, for another read.
 */
function useFolding(message: WebMessage | undefined): { folded: boolean; unfold: () => void } {
  const [folded, setFolded] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one reading time per message and per unfolding
  useEffect(() => {
    if (!message || !window.matchMedia?.(FOLDING_SCREENS).matches) return;
    const timer = window.setTimeout(() => setFolded(message.id), webMessageReadingMs(message));
    return () => window.clearTimeout(timer);
  }, [message?.id, reads]);
  return {
    folded: message !== undefined && folded === message.id,
    unfold: () => {
      setFolded(null);
      setReads((count) => count + 1);
    },
  };
}

/**
 * Web message banners, fixed to the bottom of the viewport so their late arrival (they are fetched after
 * hydration) shifts nothing; the page's end leaves room for them. The polite live region announces a
 * message when it appears.
 */
export function WebMessages({ platform, onFailure }: WebMessagesProps) {
  const { messages, failed, dismiss, retry } = useWebMessages(platform);
  const t = useT();
  const region = useRef<HTMLElement>(null);
  useReservedSpace(region);
  const { folded, unfold } = useFolding(messages[0]);
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });

  useEffect(() => {
    if (!failed) return;
    const report = () => onFailureRef.current?.(tryAgain);
    const tryAgain = () => {
      void retry().then((ok) => {
        if (!ok) report();
      });
    };
    report();
  }, [failed, retry]);

  return (
    <section ref={region} className="web-messages" aria-label={t('webMessages.region')} aria-live="polite">
      {/* One message at a time, the highest priority first: the next shows once it is dismissed. */}
      {messages.slice(0, 1).map((message) => {
        const href = safeMessageUrl(message.url);
        return (
          <article
            key={message.id}
            className={folded ? 'web-message web-message--folded' : 'web-message'}
            aria-labelledby={`web-message-${message.id}`}
          >
            <div className="web-message__body">
              <h2 id={`web-message-${message.id}`} className="web-message__title">
                {folded ? (
                  <button
                    type="button"
                    className="web-message__unfold"
                    aria-expanded="false"
                    onClick={unfold}
                  >
                    {message.title}
                  </button>
                ) : (
                  message.title
                )}
              </h2>
              {!folded && message.text && <p className="web-message__text">{message.text}</p>}
              {!folded && href && (
                <a className="web-message__link" href={href}>
                  {t('webMessages.more')}
                </a>
              )}
            </div>
            <button
              type="button"
              className="web-message__close"
              aria-label={t('webMessages.close')}
              title={t('webMessages.close')}
              onClick={() => dismiss(message.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </article>
        );
      })}
    </section>
  );
}
