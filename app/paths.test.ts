import { describe, expect, test } from 'vitest';
import { gamePath, helpPath, lobbyPath, lotteryPath, memberPath, promotionPath, vnLotteryPath } from './paths.ts';

describe('addresses', () => {
  test('gamePath follows the /game contract, with roomId for a PVP room', () => {
    expect(gamePath({ vassalage: 'KM', gameType: 'PVP', gameId: 'KM0003', nodeId: 170300 }, 'real', '17030002')).toBe(
      '/game?vassalage=KM&gameType=PVP&gameId=KM0003&nodeId=170300&mode=real&roomId=17030002',
    );
    expect(gamePath({ vassalage: 'A&B', gameType: 'RNG', gameId: 'x y', nodeId: '1' }, 'fun')).toBe(
      '/game?vassalage=A%26B&gameType=RNG&gameId=x+y&nodeId=1&mode=fun',
    );
  });

  test('lobbyPath maps game types and client categories to their lobby and encodes the vendor', () => {
    expect(lobbyPath('FISH', 'JL')).toBe('/fish?vassalage=JL');
    expect(lobbyPath('LOTT')).toBe('/elott');
    expect(lobbyPath('cockfight')).toBe('/sports?vassalage=SV3');
    expect(lobbyPath('COCKFIGHT', 'XX')).toBe('/sports?vassalage=XX');
    expect(lobbyPath('SPB', 'SPB')).toBe('/rng?vassalage=SPB');
    expect(lobbyPath('UNKNOWN', 'X&Y')).toBe('/index?vassalage=X%26Y');
    expect(lobbyPath(undefined)).toBe('/index');
  });

  test('the lottery, promotion and member centre addresses', () => {
    expect(lotteryPath()).toBe('/lottery');
    expect(lotteryPath({ gameCode: 'VNC', playType: '' })).toBe('/lottery?gameCode=VNC');
    expect(vnLotteryPath({ gameCode: 'HN' })).toBe('/vnlottery?gameCode=HN');
    expect(promotionPath('7/8')).toBe('/promotions/7%2F8');
    expect(memberPath()).toBe('/member/securityCenter');
    expect(memberPath('depositv2')).toBe('/member/depositv2');
    expect(helpPath()).toBe('/help');
    expect(helpPath('TERMS')).toBe('/help?topic=TERMS');
    expect(helpPath('A&B')).toBe('/help?topic=A%26B');
  });
});
