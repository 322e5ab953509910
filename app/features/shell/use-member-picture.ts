/**
 * The header avatar's picture: the member's uploaded icon (PROFPIC3), else the stock avatar the player
 * chose; the stock avatar also stands behind an icon that fails to load, and the avatar's own default
 * (initials) behind both (spec section 8: a failed avatar image falls back to a default avatar).
 */
import { DEFAULT_IMAGE_CDN, resolveImage } from '../../api/games.contract.ts';
import { playerAvatarSrc } from '../../api/member.contract.ts';
import { useMemberIcon, usePlayerAvatar } from '../../api/member.ts';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';

export interface MemberPicture {
  src: string | undefined;
  fallbackSrc: string | undefined;
}

export function useMemberPicture(loggedIn: boolean): MemberPicture {
  const status = useSystemStatus().data;
  const icon = useMemberIcon({ enabled: loggedIn && moduleEnabled(status, 'PROFPIC3') });
  const avatar = usePlayerAvatar({ enabled: loggedIn });
  if (!loggedIn) return { src: undefined, fallbackSrc: undefined };
  const cdn = status?.info.imageCDNs[0] ?? DEFAULT_IMAGE_CDN;
  const iconSrc = resolveImage(cdn, icon.data?.icon);
  const stockSrc = playerAvatarSrc(avatar.data, cdn);
  return iconSrc ? { src: iconSrc, fallbackSrc: stockSrc } : { src: stockSrc, fallbackSrc: undefined };
}
