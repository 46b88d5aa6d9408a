/**
 * How a micro-frontend's files join the page: its stylesheets and its entry script, in the head. The
 * micro-frontend host uses them, and so does the consent banner's inline script before hydration (ADR
 * 0026), which runs them stringified: no reference outside their parameters, no imports here.
 */

/** A stylesheet link added to the head; its `error` event is the caller's to handle. */
export function appendStylesheet(doc: Document, href: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
  return link;
}

/**
 * An async script added to the head: resolves once it has run; rejects, and goes, when it fails to load.
 * `priority` is its fetch priority (an async script's is low, behind the page's images, by default).
 */
export function appendScript(doc: Document, src: string, priority?: 'high'): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    if (priority) script.setAttribute('fetchpriority', priority);
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error(`Micro-frontend script failed to load: ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
}
