import { useMemo } from 'react';
import { useNonce } from './nonce';

/**
 * An inline script of ours, with the answer's nonce (ADR 0017). It runs once, where the server put it:
 * a script React adds on the client never runs, and the browser hides a nonce once read (the client's
 * empty one is not a difference). So a caller can give the client an empty text (`import.meta.env.SSR ?
 * text : ''`) and keep the code that builds it out of the client bundle; hydration keeps the server's.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useNonce();
  // The same object while the code is the same: React compares it by identity, and a new one on a
  // parent's render would empty the script's text in the page (a needless change to the DOM).
  const html = useMemo(() => ({ __html: code }), [code]);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the portal's own code, or JSON escaped by `scriptCall`
      dangerouslySetInnerHTML={html}
    />
  );
}

/**
 * `(fn)(arg, …)` as a script's text: `fn` is stringified (it must use nothing outside its parameters),
 * each argument is JavaScript source; `scriptJson` turns data into one.
 */
export function scriptCall(fn: (...args: never[]) => unknown, ...args: string[]): string {
  return `(${fn.toString()})(${args.join(',')});`;
}

/** Data as JavaScript source inside a script: JSON whose `<` is escaped, so `</script>` cannot end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
