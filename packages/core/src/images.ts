/** Image URLs of the asset store (catalogue.md section 7). Images are always webp. */
import type { AssetImage } from './schemas.ts';

export type GameImageKind = 'thumbnail' | 'portrait' | 'landscape';

export interface ImageOptions {
  /** Transform steps sent as a JSON list, e.g. [{ resize: { width: 320 } }]. */
  transforms?: readonly Record<string, unknown>[];
  /** Extra query parameters. */
  query?: Record<string, string | number>;
}

function withQuery(base: string, options: ImageOptions, extra: Record<string, string | number> = {}): string {
  const params: Record<string, string> = { format: 'webp' };
  for (const [key, value] of Object.entries({ ...extra, ...options.query })) params[key] = String(value);
  if (options.transforms && options.transforms.length > 0)
    params.transforms = JSON.stringify(options.transforms);
  const query = Object.entries(params).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return `${base}?${query.join('&')}`;
}

function trimBase(assetsBase: string): string {
  return assetsBase.endsWith('/') ? assetsBase.slice(0, -1) : assetsBase;
}

/** `{assets base}/assets/{id}[/{seo name}]?format=webp` plus extra query and transforms. */
export function assetImageUrl(assetsBase: string, image: AssetImage, options: ImageOptions = {}): string {
  const seo = image.seoName ? `/${encodeURIComponent(image.seoName)}` : '';
  return withQuery(`${trimBase(assetsBase)}/assets/${encodeURIComponent(image.id)}${seo}`, options);
}

/** `{assets base}/assets/{gameCode}/{type}?format=webp` with the file version when there is one. */
export function gameImageUrl(
  assetsBase: string,
  gameCode: string,
  kind: GameImageKind,
  fileVersion?: number | null,
  options: ImageOptions = {},
): string {
  const version: Record<string, number> = fileVersion ? { version: fileVersion } : {};
  return withQuery(
    `${trimBase(assetsBase)}/assets/${encodeURIComponent(gameCode)}/${kind}`,
    options,
    version,
  );
}

/**
 * A `srcset` by width (issue 13: every image asks the asset store for the width it is shown at): one
 * candidate per width, each URL from `urlFor(width)` (which sends the width as a resize transform).
 */
export function widthSrcSet(widths: readonly number[], urlFor: (width: number) => string): string {
  return widths.map((width) => `${urlFor(width)} ${width}w`).join(', ');
}

/**
 * A `srcset` by pixel density for an image shown at a fixed CSS width (an icon, a logo): the 1x, 2x
 * (and 3x when asked) widths of the asset store.
 */
export function densitySrcSet(
  cssWidth: number,
  urlFor: (width: number) => string,
  densities: readonly number[] = [1, 2],
): string {
  return densities.map((density) => `${urlFor(Math.round(cssWidth * density))} ${density}x`).join(', ');
}

/** The resize transform the asset store understands: the width asked for, the aspect ratio kept. */
export function resizeTo(width: number): ImageOptions {
  return { transforms: [{ resize: { width } }] };
}

/** An asset shown at a fixed CSS width: its 1x and 2x candidates (see densitySrcSet). */
export function assetDensitySrcSet(assetsBase: string, image: AssetImage, cssWidth: number): string {
  return densitySrcSet(cssWidth, (width) => assetImageUrl(assetsBase, image, resizeTo(width)));
}

/** An asset shown at a width that follows the layout: one candidate per width (see widthSrcSet). */
export function assetWidthSrcSet(assetsBase: string, image: AssetImage, widths: readonly number[]): string {
  return widthSrcSet(widths, (width) => assetImageUrl(assetsBase, image, resizeTo(width)));
}
