import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** The least room kept between an open panel and the viewport's edges. */
const VIEWPORT_MARGIN_PX = 8;

/**
 * How far a panel anchored to its button must move sideways to lie wholly inside the viewport: a
 * button near the left edge of a phone would otherwise open its panel mostly off the screen.
 */
export function panelShift(panel: { left: number; right: number }, viewportWidth: number): number {
  if (panel.left < VIEWPORT_MARGIN_PX) return VIEWPORT_MARGIN_PX - panel.left;
  if (panel.right > viewportWidth - VIEWPORT_MARGIN_PX)
    return viewportWidth - VIEWPORT_MARGIN_PX - panel.right;
  return 0;
}

/**
 * A disclosure popover: opened by its button, closed by Escape (focus returns to the button), a click
 * outside, or focus leaving it.
 */
export function Popover({
  label,
  buttonContent,
  className,
  hidden,
  wrapperProps,
  children,
}: {
  label: string;
  buttonContent: ReactNode;
  className?: string;
  /** Not shown (a row's "more" while every item fits). */
  hidden?: boolean;
  /** Attributes for the wrapper (a row's marker for its early script). */
  wrapperProps?: Record<`data-${string}`, string>;
  /** The panel's content, rendered while it is open. */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // Measured before paint, so the panel never shows off the screen first.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    element.style.removeProperty('--popover-shift');
    const shift = panelShift(element.getBoundingClientRect(), document.documentElement.clientWidth);
    if (shift !== 0) element.style.setProperty('--popover-shift', `${shift}px`);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the popover's subtree closes it
    <div
      ref={wrapper}
      className={`popover ${className ?? ''}`}
      hidden={hidden}
      {...wrapperProps}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="popover__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {buttonContent}
      </button>
      <div ref={panel} id={panelId} className="popover__panel" hidden={!open}>
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
}
