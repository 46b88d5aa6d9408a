import type { Platform } from '@casino/core/device';
import { type RefObject, useEffect, useRef } from 'react';
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
 * Keeps `MESSAGES_SPACE` on the document at the height the region covers from the viewport's bottom
 * (none while it is empty), so a player who scrolls to the end can reach the footer's links above a
 * message they have not dismissed.
 */
function useReservedSpace(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const { top, height } = element.getBoundingClientRect();
      if (height > 0) root.style.setProperty(MESSAGES_SPACE, `${Math.ceil(window.innerHeight - top)}px`);
      else root.style.removeProperty(MESSAGES_SPACE);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(MESSAGES_SPACE);
    };
  }, [region]);
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
          <article key={message.id} className="web-message" aria-labelledby={`web-message-${message.id}`}>
            <div className="web-message__body">
              <h2 id={`web-message-${message.id}`} className="web-message__title">
                {message.title}
              </h2>
              {message.text && <p className="web-message__text">{message.text}</p>}
              {href && (
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
