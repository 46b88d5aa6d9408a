/**
 * Placeholder images: a pleasant SVG (gradient from a hash of the id, simple shapes, the name in white)
 * rendered to webp with sharp and cached on disk, so each image is made once.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashString, slugify } from './prng.ts';

/** A carousel `slide` is artwork only: the portal prints the slide's title over it. */
export type ImageStyle = 'game' | 'logo-light' | 'logo-dark' | 'icon' | 'banner' | 'slide' | 'poster';

export interface ImageRequest {
  /** Identity of the image (cache key part). */
  key: string;
  label: string;
  /** Small second line (provider name on game images). */
  caption?: string;
  style: ImageStyle;
  /** Natural size of the image. */
  width: number;
  height: number;
  /** From the `transforms` query: [{"resize":{"width":N}}]. */
  resizeWidth?: number | null;
  resizeHeight?: number | null;
}

export interface RenderedImage {
  body: Buffer;
  cached: boolean;
}

const MAX_SIDE = 2400;
const MIN_SIDE = 8;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Greedy word wrap by an estimated glyph width. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= maxChars) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(1, maxChars - 1))}…`;
    return kept;
  }
  return lines;
}

function initials(text: string): string {
  const words = text.split(/[\s-]+/).filter((word) => /\p{L}|\d/u.test(word.charAt(0)));
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

function textBlock(
  lines: string[],
  cx: number,
  cy: number,
  size: number,
  fill: string,
  weight = 'bold',
): string {
  const lineHeight = size * 1.18;
  const top = cy - ((lines.length - 1) * lineHeight) / 2;
  return lines
    .map(
      (line, index) =>
        `<text x="${cx}" y="${(top + index * lineHeight).toFixed(1)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The SVG of an image at its natural size. */
export function imageSvg(request: ImageRequest): string {
  const { width: w, height: h, label } = request;
  const hash = hashString(request.key);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const from = `hsl(${hue}, 70%, 42%)`;
  const to = `hsl(${hue2}, 75%, 22%)`;
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}`;
  const min = Math.min(w, h);

  if (request.style === 'logo-light' || request.style === 'logo-dark') {
    const fill = request.style === 'logo-light' ? `hsl(${hue}, 60%, 25%)` : '#ffffff';
    const accent = `hsl(${hue2}, 80%, ${request.style === 'logo-light' ? 45 : 65}%)`;
    const lines = wrap(label, 12, 2);
    const available = w - h - 8;
    const longest = Math.max(...lines.map((line) => line.length), 1);
    const size = Math.min(lines.length > 1 ? h * 0.24 : h * 0.3, available / (longest * 0.64));
    return `${open}<circle cx="${h / 2}" cy="${h / 2}" r="${h * 0.32}" fill="${accent}"/><path d="M${h / 2 - h * 0.12} ${h / 2 - h * 0.16} L${h / 2 + h * 0.18} ${h / 2} L${h / 2 - h * 0.12} ${h / 2 + h * 0.16} Z" fill="${fill}"/>${textBlock(lines, h + available / 2, h / 2, size, fill)}</svg>`;
  }
  if (request.style === 'icon') {
    return `${open}<rect width="${w}" height="${h}" rx="${min * 0.22}" fill="url(#g)"/><circle cx="${w * 0.78}" cy="${h * 0.22}" r="${min * 0.12}" fill="#ffffff" fill-opacity="0.25"/>${textBlock([initials(label)], w / 2, h / 2, min * 0.4, '#ffffff')}</svg>`;
  }

  // Game, banner, slide and poster: gradient, decorative shapes, wrapped name (not on a slide), caption.
  const shapes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const bits = hashString(`${request.key}#${i}`);
    const x = (bits % 1000) / 1000;
    const y = ((bits >>> 10) % 1000) / 1000;
    const r = min * (0.08 + ((bits >>> 20) % 100) / 400);
    const opacity = (0.08 + ((bits >>> 5) % 10) / 60).toFixed(2);
    if (i % 3 === 2) {
      const cx = x * w;
      const cy = y * h;
      shapes.push(
        `<path d="M${cx} ${cy - r} L${cx + r * 0.6} ${cy} L${cx} ${cy + r} L${cx - r * 0.6} ${cy} Z" fill="#ffffff" fill-opacity="${opacity}"/>`,
      );
    } else {
      shapes.push(
        `<circle cx="${(x * w).toFixed(1)}" cy="${(y * h).toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${opacity}"/>`,
      );
    }
  }
  const wide = w / h > 1.4;
  const titleSize = request.style === 'banner' ? h * 0.11 : wide ? h * 0.12 : w * 0.1;
  const maxChars = Math.max(6, Math.floor((w * 0.86) / (titleSize * 0.6)));
  const lines = wrap(label, maxChars, 3);
  const play =
    request.style === 'poster'
      ? `<circle cx="${w / 2}" cy="${h * 0.74}" r="${min * 0.11}" fill="#000000" fill-opacity="0.35"/><path d="M${w / 2 - min * 0.04} ${h * 0.74 - min * 0.06} L${w / 2 + min * 0.065} ${h * 0.74} L${w / 2 - min * 0.04} ${h * 0.74 + min * 0.06} Z" fill="#ffffff"/>`
      : '';
  const caption = request.caption
    ? textBlock([request.caption], w / 2, h - min * 0.09, min * 0.065, '#ffffff', 'normal')
    : '';
  const frame =
    request.style === 'game'
      ? `<rect x="${min * 0.04}" y="${min * 0.04}" width="${w - min * 0.08}" height="${h - min * 0.08}" rx="${min * 0.05}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${Math.max(1, min * 0.012)}"/>`
      : '';
  const cy = request.style === 'poster' ? h * 0.4 : h / 2;
  const title = request.style === 'slide' ? '' : textBlock(lines, w / 2, cy, titleSize, '#ffffff');
  return `${open}<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}${frame}${title}${play}${caption}</svg>`;
}

/** Output size after a resize transform (aspect ratio kept; clamped). */
export function outputSize(request: ImageRequest): { width: number; height: number } {
  const clamp = (value: number) => Math.round(Math.min(MAX_SIDE, Math.max(MIN_SIDE, value)));
  const ratio = request.width / request.height;
  if (request.resizeWidth && request.resizeHeight)
    return { width: clamp(request.resizeWidth), height: clamp(request.resizeHeight) };
  if (request.resizeWidth)
    return { width: clamp(request.resizeWidth), height: clamp(request.resizeWidth / ratio) };
  if (request.resizeHeight)
    return { width: clamp(request.resizeHeight * ratio), height: clamp(request.resizeHeight) };
  return { width: request.width, height: request.height };
}

/** Reads `[{"resize":{"width":N,"height":M}}]`; anything else is ignored. */
export function parseTransforms(raw: unknown): { width: number | null; height: number | null } {
  const none = { width: null, height: null };
  if (typeof raw !== 'string' || raw === '') return none;
  let steps: unknown;
  try {
    steps = JSON.parse(raw);
  } catch {
    return none;
  }
  if (!Array.isArray(steps)) return none;
  const result: { width: number | null; height: number | null } = { ...none };
  for (const step of steps) {
    const resize = (step as { resize?: { width?: unknown; height?: unknown } } | null)?.resize;
    if (!resize || typeof resize !== 'object') continue;
    if (typeof resize.width === 'number' && resize.width > 0) result.width = resize.width;
    if (typeof resize.height === 'number' && resize.height > 0) result.height = resize.height;
  }
  return result;
}

export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private ready: Promise<unknown> | null = null;

  constructor(private readonly dir: string) {}

  private fileFor(request: ImageRequest): string {
    const size = outputSize(request);
    const identity = `${request.key}|${request.style}|${size.width}x${size.height}|${request.label}|${request.caption ?? ''}`;
    const name = `${slugify(request.key).slice(0, 60) || 'img'}-${size.width}x${size.height}-${hashString(identity).toString(36)}.webp`;
    return join(this.dir, name);
  }

  async get(request: ImageRequest): Promise<RenderedImage> {
    const file = this.fileFor(request);
    try {
      return { body: await readFile(file), cached: true };
    } catch {
      // Not cached yet.
    }
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.render(request, file).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    return { body: await pending, cached: false };
  }

  private async render(request: ImageRequest, file: string): Promise<Buffer> {
    const size = outputSize(request);
    const svg = imageSvg(request);
    // Vector input: render at the density that gives the output size, so upscaled images stay crisp.
    const scale = Math.max(size.width / request.width, size.height / request.height);
    const body = await sharp(Buffer.from(svg), { density: Math.min(2400, Math.max(1, 72 * scale)) })
      .resize({ width: size.width, height: size.height, fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    return body;
  }
}
