import { ImageCache } from '/work/main/packages/sandbox/src/images.ts';
import sharp from 'sharp';
const c = new ImageCache('/tmp/imgtest');
const reqs = [
  { key: 'game:fructe-de-aur:thumbnail', label: 'Fructe de Aur Deluxe', caption: 'Carpați Studio', style: 'game', width: 300, height: 300 },
  { key: 'game:dragonul-de-jad:portrait', label: 'Dragonul de Jad la Miezul Nopții', caption: 'Aurora Reels', style: 'game', width: 300, height: 400 },
  { key: 'game:x:landscape', label: 'Ruletă Imperială', caption: 'Lotus Noir Gaming', style: 'game', width: 480, height: 270 },
  { key: 'prov-carpati-studio-light', label: 'Carpați Studio', style: 'logo-light', width: 240, height: 96 },
  { key: 'prov-carpati-studio-dark', label: 'Carpați Studio', style: 'logo-dark', width: 240, height: 96 },
  { key: 'cat-populare-icon', label: 'Jocuri cu jackpot', style: 'icon', width: 96, height: 96 },
  { key: 'slide-bun-venit', label: 'Bonus de bun venit', style: 'banner', width: 1200, height: 480 },
  { key: 'poster-x', label: 'Fructe de Aur', style: 'poster', width: 480, height: 270 },
] as const;
let i = 0;
for (const r of reqs) {
  const t0 = performance.now();
  const out = await c.get({ ...r });
  await sharp(out.body).png().toFile(`/tmp/img${i++}.png`);
  console.log(r.key, out.body.length, out.cached, (performance.now() - t0).toFixed(0));
}
const w = await c.get({ ...reqs[0], resizeWidth: 150 });
console.log((await sharp(w.body).metadata()).width);
