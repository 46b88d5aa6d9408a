import { useEffect } from 'react';
import { Scripts } from 'react-router';
import { InlineScript, scriptCall, scriptJson } from './inline-script';

/**
 * The page's own scripts start after its first paint and its images (issue 13): on a phone's connection
 * React Router's eager chunks would share the bandwidth with the largest paint's image, and nothing of
 * them is needed to show the server-rendered page. So they are rendered in a <noscript> and an inline
 * script adds them later (load, a touch, or a cap) and replays a tap made before hydration: ADR 0025,
 * and ADR 0042 for the consent banner's holds.
 */
export const DEFERRED_SCRIPTS_ID = 'portal-scripts';
export const DEFERRED_SCRIPTS_CAP_MS = 3000;
/** The window's array of promises the scripts wait for after `load` (each settles, never rejects). */
export const DEFERRED_SCRIPTS_HOLDS = 'casinoPortalScriptsHolds';
/** Marks an element whose controls run scripts of their own before hydration: no click is kept there. */
export const OWN_SCRIPTS_ATTRIBUTE = 'data-own-scripts';
/** Dispatched on the document by the client entry just before `hydrateRoot`. */
export const HYDRATING_EVENT = 'portal:hydrating';
/** Dispatched on the document once hydration has committed (`DeferredScripts`' effect). */
export const HYDRATED_EVENT = 'portal:hydrated';

interface DeferredScriptsOptions {
  /** The `<noscript>` whose text is React Router's scripts. */
  holderId: string;
  capMs: number;
  /** The window property holding the promises to wait for after `load` (`DEFERRED_SCRIPTS_HOLDS`). */
  holds: string;
  hydratingEvent: string;
  hydratedEvent: string;
  ownScriptsAttribute: string;
}

/** Runs in the page, stringified: no reference outside its parameters. */
export function startDeferredScripts(doc: Document, win: Window, options: DeferredScriptsOptions) {
  const { holderId, capMs, holds, hydratingEvent, hydratedEvent, ownScriptsAttribute } = options;
  const holder = doc.getElementById(holderId);
  if (!holder) return;
  const parsed = doc.createElement('template');
  parsed.innerHTML = holder.textContent || '';
  const later: Element[] = [];
  for (const node of Array.from(parsed.content.children)) {
    if (node.nodeName === 'SCRIPT') {
      // A parsed script never runs: a new element with the same attributes (the nonce too) does.
      const script = doc.createElement('script');
      for (const attribute of Array.from(node.attributes))
        script.setAttribute(attribute.name, attribute.value);
      script.text = node.textContent || '';
      if (script.type === 'module') later.push(script);
      else doc.body.appendChild(script);
    } else if (node.nodeName === 'LINK') {
      later.push(node);
    }
  }
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const element of later) (element.nodeName === 'LINK' ? doc.head : doc.body).appendChild(element);
  }
  function afterPaint() {
    win.requestAnimationFrame(() => {
      win.setTimeout(start, 0);
    });
  }
  function afterLoad() {
    const held = (win as unknown as Record<string, unknown>)[holds];
    if (Array.isArray(held) && held.length > 0) Promise.all(held).then(afterPaint, afterPaint);
    else afterPaint();
  }
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad);
  win.setTimeout(start, capMs);
  for (const type of ['pointerdown', 'keydown']) doc.addEventListener(type, start, true);

  // The last button tapped before the page has hydrated. Before hydration begins nothing handles it.
  // From then on React handles a click itself, unless it cannot hydrate the tapped part at once (a
  // lazy part of the page still loading): then React drops the click and stops its propagation at the
  // document. This listener runs before React's (it was added first), and the one on the root element
  // runs after it: a click that gets there is React's, one that does not is clicked again once hydrated.
  let tapped: HTMLElement | null = null;
  let hydrating = false;
  let lastClick: Event | null = null;
  function onClick(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button, [role="button"]');
    // A link, and a form's submit or reset button, work without scripts; a micro-frontend mounted
    // before hydration runs its own.
    const native = control instanceof HTMLButtonElement && control.form && control.type !== 'button';
    if (control && !native && !control.closest(`a[href], [${ownScriptsAttribute}]`)) {
      tapped = control;
      lastClick = event;
    }
  }
  function onClickPastReact(event: Event) {
    if (hydrating && event === lastClick) tapped = null;
  }
  doc.addEventListener('click', onClick, true);
  doc.documentElement.addEventListener('click', onClickPastReact, true);
  doc.addEventListener(hydratingEvent, () => {
    hydrating = true;
  });
  doc.addEventListener(hydratedEvent, function hydrated() {
    doc.removeEventListener('click', onClick, true);
    doc.documentElement.removeEventListener('click', onClickPastReact, true);
    doc.removeEventListener(hydratedEvent, hydrated);
    const control = tapped;
    tapped = null;
    lastClick = null;
    if (control?.isConnected) control.click();
  });
}

const BOOT_OPTIONS: DeferredScriptsOptions = {
  holderId: DEFERRED_SCRIPTS_ID,
  capMs: DEFERRED_SCRIPTS_CAP_MS,
  holds: DEFERRED_SCRIPTS_HOLDS,
  hydratingEvent: HYDRATING_EVENT,
  hydratedEvent: HYDRATED_EVENT,
  ownScriptsAttribute: OWN_SCRIPTS_ATTRIBUTE,
};
export function DeferredScripts() {
  // After the whole tree's hydration has committed (the root's effects run last).
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <>
      <noscript id={DEFERRED_SCRIPTS_ID}>
        <Scripts />
      </noscript>
      {/* Only the server builds its text: the client bundle carries none of it. */}
      <InlineScript
        code={
          import.meta.env.SSR
            ? scriptCall(startDeferredScripts, 'document', 'window', scriptJson(BOOT_OPTIONS))
            : ''
        }
      />
    </>
  );
}
