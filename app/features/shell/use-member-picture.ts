/**
 * The header avatar's picture: the member's uploaded icon (PROFPIC3), else the stock avatar the player
 * chose; the stock avatar also stands behind an icon that fails to load, and the avatar's own default
 * (initials) behind both (spec section 8: a failed avatar image falls back to a default avatar).
 */
import { onEachCdn, resolveImage } from '../../api/games.contract.ts';
import { playerAvatarSrc } from '../../api/member.contract.ts';
import { useMemberIcon, usePlayerAvatar } from '../../api/member.ts';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useImageCdns, useSystemStatus } from '../../api/system.ts';

export interface MemberPicture {
  /** The picture on each image server, in the visit's order. */
  src: string[] | undefined;
  fallbackSrc: string[] | undefined;
}

export function useMemberPicture(loggedIn: boolean): MemberPicture {
  const status = useSystemStatus().data;
  const cdns = useImageCdns();
  const icon = useMemberIcon({ enabled: loggedIn && moduleEnabled(status, 'PROFPIC3') });
  const avatar = usePlayerAvatar({ enabled: loggedIn });
  if (!loggedIn) return { src: undefined, fallbackSrc: undefined };
  const iconSrc = onEachCdn(cdns, (cdn) => resolveImage(cdn, icon.data?.icon));
  const stockSrc = onEachCdn(cdns, (cdn) => playerAvatarSrc(avatar.data, cdn));
  return iconSrc ? { src: iconSrc, fallbackSrc: stockSrc } : { src: stockSrc, fallbackSrc: undefined };
}
