/*
 * What the game components draw: the fields of the contracts' Game that a card needs, so a card
 * does not care which call (list, hot games, recent, favourites, rank) its game came from.
 */
export type GameTile = {
  nodeId: number;
  gameCode: string;
  gameName: string;
  imageUrl: string;
  vendor: string;
  vendorName: string;
  /** The category (RNG, LIVE …) the launch and favourite calls name as gameType. */
  gameType: string;
  vassalage: string;
  isHot: boolean;
  /** VASSALAGE: a vendor-lobby entry whose click opens the game popup with that vendor's games. */
  isGame: string;
};
