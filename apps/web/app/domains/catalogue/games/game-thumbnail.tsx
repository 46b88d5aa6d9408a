import { densitySrcSet, gameImageUrl, resizeTo } from '@casino/core/images';
import { usePublicConfig } from '~/shared/context/public-config';

/** A game's small square picture in a list (search results, a bonus's games): 48 px, drawn at 2x. */
export function GameThumbnail({ game }: { game: { gameCode: string; fileVersion: number } }) {
  const { assetsUrl } = usePublicConfig();
  const urlFor = (width: number) =>
    gameImageUrl(assetsUrl, game.gameCode, 'thumbnail', game.fileVersion, resizeTo(width));
  return (
    <img
      src={urlFor(48)}
      srcSet={densitySrcSet(48, urlFor)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
}
