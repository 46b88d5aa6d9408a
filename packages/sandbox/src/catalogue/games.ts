/** The game records: texts in the catalogue's locale, taxonomy links, launch URLs and SEO. */
import type { Game, Label, TaxonomyRef } from '@casino/core/schemas';
import { LABELS, LIVE_FEATURES, SPECIAL_FEATURES } from '../names.ts';
import type { CatalogueContext } from './context.ts';
import { VOLATILITY_WORDS } from './fixtures/game-texts.ts';
import type { GameSeed } from './game-seed.ts';
import type { TaxonomyLinks } from './membership.ts';

export function buildGames(
  ctx: CatalogueContext,
  seeds: GameSeed[],
  providerRefs: TaxonomyRef[],
  links: TaxonomyLinks,
): Game[] {
  const { publicUrl, tr } = ctx;
  const launch = `${publicUrl}/launch/{gameCode}?mode=`;
  const common = '&platform={clientPlatform}&lang={languageCode}';
  const realTemplate = `${launch}real${common}&player={playerId}&token={tempToken}`;
  const demoTemplate = `${launch}demo${common}`;
  const games = seeds.map((seed): Game => {
    const provider = providerRefs[seed.provider]!;
    const features = seed.features.map((index) =>
      tr((seed.type === 'Live' ? LIVE_FEATURES : SPECIAL_FEATURES)[index]!),
    );
    const labels: Label[] = seed.labels.map((index) => {
      const label = LABELS[index]!;
      return { title: tr(label.title), color: label.color, textColor: label.textColor };
    });
    const live = seed.type === 'Live';
    const real = seed.realUrl ? realTemplate : null;
    const demo = seed.demoUrl ? demoTemplate : null;
    return {
      gameCode: seed.code,
      name: seed.name,
      type: seed.type,
      provider,
      categories: links.gameCategories.get(seed.code) ?? [],
      collections: links.gameCollections.get(seed.code) ?? [],
      numberOfReels: seed.reels,
      jackpot: seed.jackpot,
      gamble: seed.gamble,
      bonusGameFeature: seed.bonus,
      maxWin: seed.maxWin,
      minBet: seed.minBet,
      maxBet: seed.maxBet,
      rtp: seed.rtp,
      volatility: seed.volatility,
      promotionLevel: seed.promotionLevel,
      commercialTier: seed.commercialTier,
      fileVersion: seed.fileVersion,
      labels,
      description: describeGame(ctx, seed, provider.name, features),
      videoPreview:
        seed.video === 'ok'
          ? `${publicUrl}/videos/${seed.code}.webm`
          : seed.video === 'broken'
            ? `${publicUrl}/videos/${seed.code}-indisponibil.webm`
            : null,
      seoId: `seo-joc-${seed.code}`,
      demoEnabled: seed.demoEnabled,
      requirePassword: seed.requirePassword,
      lines: seed.lines,
      specialFeatures: features,
      launchUrls: {
        real,
        demo,
        realMobile: live ? real && `${real}&view=mobile` : real,
        demoMobile: live ? demo && `${demo}&view=mobile` : demo,
      },
    };
  });
  for (const game of games) {
    ctx.addSeo(
      game.seoId!,
      tr(`${game.name} – joacă online`, `${game.name} – play online`),
      tr(
        `Joacă ${game.name} de la ${game.provider.name} online, gratuit în modul demo sau pe bani reali.`,
        `Play ${game.name} by ${game.provider.name} online, free in demo mode or for real money.`,
      ),
      `${publicUrl}/assets/${encodeURIComponent(game.gameCode)}/landscape?format=webp`,
      {
        scripts: [
          {
            type: 'application/ld+json',
            content: JSON.stringify({
              '@context': 'https://schema.org',
              '@type': 'VideoGame',
              name: game.name,
              publisher: game.provider.name,
              gamePlatform: 'Web',
            }),
          },
        ],
      },
    );
  }
  return games;
}

/** A description per game type: the facts of the record in a sentence or three. */
function describeGame(ctx: CatalogueContext, seed: GameSeed, provider: string, features: string[]): string {
  const { tr } = ctx;
  // Romanian writes decimals with a comma.
  const number = (value: number) => tr(String(value).replace('.', ','), String(value));
  const rtpText = seed.rtp === null ? '' : tr(` RTP ${number(seed.rtp)}%.`, ` RTP ${seed.rtp}%.`);
  const featureText =
    features.length > 0
      ? tr(` Funcții speciale: ${features.join(', ')}.`, ` Features: ${features.join(', ')}.`)
      : '';
  if (seed.type === 'Slot') {
    const volatility = seed.volatility === null ? null : VOLATILITY_WORDS[seed.volatility - 1]!;
    const linesText =
      seed.lines > 0
        ? tr(`${seed.lines} linii de plată`, `${seed.lines} paylines`)
        : tr('câștiguri pe toate combinațiile', 'all-ways wins');
    return (
      tr(
        `${seed.name} este un slot cu ${seed.reels} role și ${linesText}, creat de ${provider}.`,
        `${seed.name} is a ${seed.reels}-reel slot with ${linesText} by ${provider}.`,
      ) +
      featureText +
      rtpText +
      (volatility
        ? tr(
            ` Volatilitate ${volatility.ro}.`,
            ` ${volatility.en.charAt(0).toUpperCase()}${volatility.en.slice(1)} volatility.`,
          )
        : '')
    );
  }
  if (seed.type === 'Table')
    return (
      tr(
        `${seed.name} este un joc de masă clasic de la ${provider}, cu reguli simple și mize între ${number(seed.minBet)} și ${seed.maxBet} RON.`,
        `${seed.name} is a classic table game by ${provider} with simple rules and stakes from ${seed.minBet} to ${seed.maxBet} RON.`,
      ) + rtpText
    );
  if (seed.type === 'Crash')
    return (
      tr(
        `În ${seed.name} multiplicatorul crește până la x${seed.maxWin}: retrage-ți câștigul înainte să fie prea târziu! Un joc crash de la ${provider}.`,
        `In ${seed.name} the multiplier climbs up to x${seed.maxWin}: cash out before it is too late! A crash game by ${provider}.`,
      ) + rtpText
    );
  return (
    tr(
      `${seed.name}: masă live transmisă în direct din studioul ${provider}, cu dealeri reali și mize de la ${number(seed.minBet)} RON.`,
      `${seed.name}: a live table streamed from the ${provider} studio, with real dealers and stakes from ${seed.minBet} RON.`,
    ) + featureText
  );
}

/** Game info by game code (`/games/{gameCode}/info`). */
export function gameInfo(game: Game) {
  return {
    description: game.description,
    videoPreview: game.videoPreview,
    lines: game.lines,
    numberOfReels: game.numberOfReels,
    volatility: game.volatility,
    rtp: game.rtp,
    labels: game.labels,
    specialFeatures: game.specialFeatures,
  };
}
