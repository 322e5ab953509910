import { NotFoundScreen } from '@ui/status/NotFoundScreen.tsx';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../paths.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundScreen onHome={() => navigate(PATHS.home)} />;
}
