/**
 * Tiny preview videos made without ffmpeg: each frame is an SVG rendered by sharp to a lossy webp,
 * whose `VP8 ` chunk is a VP8 key frame (RFC 6386); the key frames are muxed into a WebM (Matroska)
 * file with one VP8 video track. The result is a short looping clip any WebM-capable browser plays.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { hashString, slugify } from './prng.ts';

export const VIDEO_WIDTH = 320;
export const VIDEO_HEIGHT = 180;
const FRAMES = 16;
const FPS = 8;

/** The key frame inside a lossy webp (RIFF container, `VP8 ` chunk). */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('not a webp file');
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourCC = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourCC === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('no VP8 chunk (lossless or animated webp?)');
}

function vint(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const bytes = Buffer.alloc(length);
      let value = size;
      for (let i = length - 1; i >= 0; i--) {
        bytes[i] = value % 256;
        value = Math.floor(value / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (1 << (8 - length));
      return bytes;
    }
  }
  throw new Error('EBML size too large');
}

function element(id: number, ...payload: Buffer[]): Buffer {
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 === 1 ? `0${hex}` : hex, 'hex');
  const body = Buffer.concat(payload);
  return Buffer.concat([idBytes, vint(body.length), body]);
}

function uint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Buffer.from(bytes);
}

function float64(value: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value);
  return buffer;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Muxes VP8 key frames into a WebM file (one cluster, cues for the first frame). */
export function muxWebm(frames: Buffer[], width: number, height: number, fps: number): Buffer {
  const frameMs = 1000 / fps;
  const header = element(
    0x1a45dfa3,
    element(0x4286, uint(1)),
    element(0x42f7, uint(1)),
    element(0x42f2, uint(4)),
    element(0x42f3, uint(8)),
    element(0x4282, ascii('webm')),
    element(0x4287, uint(2)),
    element(0x4285, uint(2)),
  );
  const info = element(
    0x1549a966,
    element(0x2ad7b1, uint(1_000_000)),
    element(0x4489, float64(frames.length * frameMs)),
    element(0x4d80, ascii('casino-sandbox')),
    element(0x5741, ascii('casino-sandbox')),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      element(0xd7, uint(1)),
      element(0x73c5, uint(1)),
      element(0x9c, uint(0)),
      element(0x86, ascii('V_VP8')),
      element(0x83, uint(1)),
      element(0x23e383, uint(Math.round(frameMs * 1_000_000))),
      element(0xe0, element(0xb0, uint(width)), element(0xba, uint(height))),
    ),
  );
  const blocks = frames.map((frame, index) => {
    const head = Buffer.alloc(4);
    head[0] = 0x81; // track number 1 as a vint
    head.writeInt16BE(Math.round(index * frameMs), 1);
    head[3] = 0x80; // key frame
    return element(0xa3, head, frame);
  });
  const cluster = element(0x1f43b675, element(0xe7, uint(0)), ...blocks);
  const cues = element(
    0x1c53bb6b,
    element(
      0xbb,
      element(0xb3, uint(0)),
      element(0xb7, element(0xf7, uint(1)), element(0xf1, uint(info.length + tracks.length))),
    ),
  );
  const segment = element(0x18538067, info, tracks, cluster, cues);
  return Buffer.concat([header, segment]);
}

function frameSvg(label: string, key: string, index: number): string {
  const hue = hashString(key) % 360;
  const w = VIDEO_WIDTH;
  const h = VIDEO_HEIGHT;
  const phase = (index / FRAMES) * Math.PI * 2;
  const x = w / 2 + Math.cos(phase) * w * 0.3;
  const y = h / 2 + Math.sin(phase) * h * 0.25;
  const safe = label.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(hue + index * 4) % 360}, 70%, 40%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 75%, 20%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${24 + 6 * Math.sin(phase * 2)}" fill="#ffffff" fill-opacity="0.35"/><text x="${w / 2}" y="${h / 2}" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${safe}</text></svg>`;
}

/** Renders the clip for a label (a game name). */
export async function renderPreviewVideo(label: string, key: string): Promise<Buffer> {
  const frames: Buffer[] = [];
  for (let index = 0; index < FRAMES; index++) {
    const webp = await sharp(Buffer.from(frameSvg(label, key, index)))
      .flatten({ background: '#000000' })
      .webp({ quality: 60, alphaQuality: 100, lossless: false })
      .toBuffer();
    frames.push(vp8FromWebp(webp));
  }
  return muxWebm(frames, VIDEO_WIDTH, VIDEO_HEIGHT, FPS);
}

export class VideoCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  async get(key: string, label: string): Promise<{ body: Buffer; cached: boolean }> {
    const file = join(
      this.dir,
      `${slugify(key).slice(0, 80) || 'video'}-${hashString(`${key}|${label}`).toString(36)}.webm`,
    );
    try {
      return { body: await readFile(file), cached: true };
    } catch {
      // Not cached yet.
    }
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = (async () => {
        const body = await renderPreviewVideo(label, key);
        await mkdir(this.dir, { recursive: true });
        const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await writeFile(temp, body);
        await rename(temp, file);
        return body;
      })().finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    return { body: await pending, cached: false };
  }
}
