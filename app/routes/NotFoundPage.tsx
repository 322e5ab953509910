import { NotFoundScreen } from '@ui/status/NotFoundScreen.tsx';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundScreen onHome={() => navigate('/index')} />;
}
