import './brand.css';

/**
 * The brand (visual.md: "a brand, not a character"): the crown and the "Cazino Regal" wordmark, inline
 * SVG drawn in `currentColor` and the theme's tokens, so they need no request and follow both themes.
 * Both are decoration: whatever holds them carries the accessible name (the header's home link, the
 * app banner's title). The same crown is the site's icon (`public/icon.svg`, `scripts/make-icons.mjs`).
 */

/** The crown: five points, three jewels and a band, drawn in `currentColor`. */
export function CrownMark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `brand-crown ${className}` : 'brand-crown'}
      viewBox="6 9 52 46"
      width="26"
      height="23"
    >
      <path d="M12 44 9 21l13 10 10-16 10 16 13-10-3 23Z" fill="currentColor" />
      <rect x="12" y="47" width="40" height="6" rx="2" fill="currentColor" />
      <circle cx="9" cy="19" r="3.2" fill="currentColor" />
      <circle cx="32" cy="13" r="3.2" fill="currentColor" />
      <circle cx="55" cy="19" r="3.2" fill="currentColor" />
      <path d="m22 38 4-3 4 3-4 3Zm12 0 4-3 4 3-4 3Z" className="brand-crown__gems" />
    </svg>
  );
}

/**
 * The wordmark's letters: "Cazino" in the text colour and "Regal" in the accent, stretched to one fixed
 * length whatever the system font, so the header's layout does not depend on the font.
 */
export function Wordmark({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `brand-wordmark ${className}` : 'brand-wordmark'}
      viewBox="0 0 132 24"
      width="132"
      height="24"
    >
      <text x="0" y="19" textLength="132" lengthAdjust="spacingAndGlyphs">
        <tspan className="brand-wordmark__first">Cazino</tspan>
        <tspan className="brand-wordmark__second"> Regal</tspan>
      </text>
    </svg>
  );
}
