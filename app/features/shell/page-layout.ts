/** What a route shows around its page (spec section 2's route table); the route table picks one per route. */
export interface PageLayout {
  header: boolean;
  sideMenu: boolean;
  footer: boolean;
  /** The banner group shown above the page (spec section 2, "Banners"), if any. */
  bannerGroup?: string;
  /** /seamless and /vnlottery: no top reward and, unless flagged, no top and left bars. */
  hideBars?: boolean;
  /** The page holds a game frame: the reality check says the game is paused behind it. */
  gameFrame?: boolean;
  /** False where the floating chat button would cover a game's own controls (the chat window can still open). */
  chatButton?: boolean;
  /** Public for the loginedToHomePage guard. */
  public?: boolean;
}
