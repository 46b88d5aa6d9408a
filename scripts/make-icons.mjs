/**
 * The site's icons from `apps/web/public/icon.svg`: favicon.ico (a 32 px PNG inside an ICO), the Apple
 * touch icon (180 px) and the web app manifest's 192 and 512 px icons. Run after changing the SVG:
 * `node scripts/make-icons.mjs` (the outputs are committed).
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const dir = new URL('../apps/web/public/', import.meta.url);
const svg = await readFile(new URL('icon.svg', dir));
const png = (size) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();

/** An ICO file holding one PNG image (supported by every browser since 2009). */
function ico(image, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, image]);
}

await writeFile(new URL('favicon.ico', dir), ico(await png(32), 32));
await writeFile(new URL('apple-touch-icon.png', dir), await png(180));
await writeFile(new URL('icon-192.png', dir), await png(192));
await writeFile(new URL('icon-512.png', dir), await png(512));
console.log('icons written');
