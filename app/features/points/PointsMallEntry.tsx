/**
 * The way to the points mall where a page speaks of rewards (VIP, missions, the reward centre; issue 36),
 * while the points module is on.
 */
import { PointsMallLink } from '@ui/points/PointsMallLink.tsx';
import { useNavigate } from 'react-router-dom';
import { POINTS_MODULE } from '../../api/points.contract.ts';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { PATHS } from '../../paths.ts';

export function PointsMallEntry({ className }: { className?: string }) {
  const navigate = useNavigate();
  const status = useSystemStatus().data;
  if (!moduleEnabled(status, POINTS_MODULE)) return null;
  return (
    <PointsMallLink
      className={className}
      href={PATHS.pointMall}
      onNavigate={(event) => {
        event.preventDefault();
        void navigate(PATHS.pointMall);
      }}
    />
  );
}
