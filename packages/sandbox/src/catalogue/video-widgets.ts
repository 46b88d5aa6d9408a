/** The video widgets: previews of drawn games (only those whose video exists) and a guide video. */
import type { Game, VideoWidget } from '@casino/core/schemas';
import type { Rng } from '../prng.ts';
import type { CatalogueContext } from './context.ts';

export function buildVideoWidgets(ctx: CatalogueContext, rng: Rng, games: Game[]): VideoWidget[] {
  const { tr } = ctx;
  const videoGames = games.filter((game) => game.videoPreview?.endsWith(`/${game.gameCode}.webm`));
  return [
    {
      id: 'videos-lobby',
      title: tr('Jocuri în mișcare', 'Games in motion'),
      items: rng.sample(videoGames, 6).map((game) => ({
        id: `video-${game.gameCode}`,
        title: game.name,
        videoUrl: game.videoPreview!,
        poster: ctx.asset(`poster-${game.gameCode}`, game.name, 480, 270, 'poster'),
        gameCode: game.gameCode,
      })),
    },
    {
      id: 'videos-prezentare',
      title: tr('Cum se joacă', 'How to play'),
      items: [
        {
          id: 'video-ghid-sloturi',
          title: tr('Ghid: cum funcționează un slot', 'Guide: how a slot works'),
          videoUrl: `${ctx.publicUrl}/videos/ghid-sloturi.webm`,
          poster: ctx.asset('poster-ghid-sloturi', tr('Ghid sloturi', 'Slot guide'), 480, 270, 'poster'),
          gameCode: null,
        },
      ],
    },
  ];
}
