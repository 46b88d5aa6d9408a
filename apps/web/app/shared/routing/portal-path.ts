/**
 * A path of the portal from its route pattern: `portalPath('/joc/:game', { game })` is '/joc/ab'.
 * It is React Router's `href()` on the page's generated pattern (`/:preview?/joc/:game`), so a pattern
 * no route has, or a missing or unknown param, fails the type check (ADR 0068). What it adds: the
 * {preview} segment stays out (links get it from `previewLink` where they render), and each param is
 * URI-encoded and an empty one counts as missing, as the portal's links always were.
 */
import { href, type Register } from 'react-router';

type Pages = Register['pages'];
type Segment = '/:preview?';

/** The portal's page patterns without the {preview} segment, from the generated route types. */
export type PortalPattern = {
  [K in keyof Pages]: K extends Segment ? '/' : K extends `${Segment}${infer Rest}` ? Rest : never;
}[keyof Pages];

type PagePattern<P extends PortalPattern> = Extract<P extends '/' ? Segment : `${Segment}${P}`, keyof Pages>;
type ParamsOf<P extends PortalPattern> = Omit<Pages[PagePattern<P>]['params'], 'preview'>;

/** No argument for a pattern without params; the params, optional when all of them are. */
type ArgsOf<P extends PortalPattern> = [keyof ParamsOf<P>] extends [never]
  ? []
  : Partial<ParamsOf<P>> extends ParamsOf<P>
    ? [params?: ParamsOf<P>]
    : [params: ParamsOf<P>];

export function portalPath<P extends PortalPattern>(pattern: P, ...args: ArgsOf<P>): string {
  const params = (args[0] ?? {}) as Record<string, string | undefined>;
  const encoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') encoded[key] = encodeURIComponent(value);
  const page = pattern === '/' ? '/:preview?' : `/:preview?${pattern}`;
  return (href as (path: string, params: Record<string, string>) => string)(page, encoded);
}
