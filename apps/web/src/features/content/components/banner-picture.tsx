import { Link } from 'react-router';
import type { Banner } from '../api/light-content';
import { bannerTarget } from '../utils/linkage';

/** Launches the game a banner's game linkage names (handed in by app/: the launch flow is the games feature's). */
export type OnBannerGame = (vendor: string, gameCode: string) => void;

/**
 * One banner: the phone cut (750x300) below 640 px, the desktop cut (1280x400) above, filling the
 * slot whose size is reserved before any image arrives. The first one loads eagerly and early
 * (it is usually the largest paint); the others lazily.
 */
export function BannerPicture({ banner, first, onGame }: { banner: Banner; first: boolean; onGame?: OnBannerGame }) {
  const image = (
    <picture>
      <source media="(max-width: 639px)" srcSet={banner.phoneUrl} />
      <img
        src={banner.url}
        alt={banner.title}
        width={1280}
        height={400}
        draggable={false}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
        className="size-full object-cover"
      />
    </picture>
  );
  const target = bannerTarget(banner);
  const linkClass =
    'block size-full focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring';
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass} data-linkage="url">
        {image}
      </a>
    );
  if (target.kind === 'route')
    return (
      <Link to={target.to} className={linkClass} data-linkage={banner.linkageType}>
        {image}
      </Link>
    );
  if (target.kind === 'game' && onGame)
    return (
      <button
        type="button"
        className={`${linkClass} cursor-pointer`}
        data-linkage="game"
        onClick={() => onGame(target.vendor, target.gameCode)}
      >
        {image}
      </button>
    );
  return image;
}
