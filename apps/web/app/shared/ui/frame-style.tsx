import { createContext, useContext } from 'react';

/**
 * The chrome's stylesheet, rendered into the page's head by the server (issue 13, ADR 0023): a fetched,
 * render-blocking stylesheet let Chrome hold the first paint for a second or two; rules already in the
 * HTML do not. The server entry provides the text (`virtual:frame-css`, see `vite.inline-css.ts`); the
 * client bundle never carries it: hydration and every later render reuse what the server sent.
 */
export const FrameStyleContext = createContext<string | null>(null);

const FRAME_STYLE_ID = 'frame-style';
let sentByServer: string | undefined;

/** The text of the `<style>` the server rendered, read once from the document. */
function serverRenderedCss(): string {
  if (sentByServer === undefined) {
    sentByServer =
      typeof document === 'undefined' ? '' : (document.getElementById(FRAME_STYLE_ID)?.textContent ?? '');
  }
  return sentByServer;
}

export function FrameStyle() {
  const css = useContext(FrameStyleContext) ?? serverRenderedCss();
  // In development Vite injects every stylesheet itself and the text is empty.
  if (!css) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the portal's own stylesheet from its build
  return <style id={FRAME_STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
