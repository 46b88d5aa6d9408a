import { gameImageUrl } from '@casino/core/images';
import { usePublicConfig } from '~/shared/context/public-config';

/** A game's small square picture in a list (search results, a bonus's games): 48 px, drawn at 2x. */
export function GameThumbnail({ game }: { game: { gameCode: string; fileVersion: number } }) {
  const { assetsUrl } = usePublicConfig();
  return (
    <img
      src={gameImageUrl(assetsUrl, game.gameCode, 'thumbnail', game.fileVersion, {
        transforms: [{ resize: { width: 96 } }],
      })}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
    />
  );
}
