/** A winner board entry and its masking: shared by the home page's board and the header's reward strip (kept apart, so the strip does not carry the board). */

/** One winner board entry: the platform's `list[].vo`. */
export interface WinnerItem {
  /** Usually masked by the platform already; masked again here if it is not. */
  customerName: string;
  winAmount: number;
  gameName?: string | null;
  gameId?: string | null;
  nodeId?: string | null;
  vassalage?: string | null;
  gameType?: string | null;
  showIcon?: string | null;
  /** Epoch ms. */
  winTime?: number | null;
}

/** The platform's masking (first three and last two characters); names already holding a * are left alone. */
export function maskPlayerName(name: string): string {
  if (name.includes('*')) return name;
  return name.length <= 5 ? `${name.slice(0, 1)}***` : `${name.slice(0, 3)}***${name.slice(-2)}`;
}
