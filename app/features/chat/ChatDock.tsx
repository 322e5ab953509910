/**
 * The embedded customer-service chat (CBS): a floating button toggles it for members (visitors get the
 * login prompt, trial accounts in_please_information); the window loads the platform's chat URL.
 */
import { IconButton } from '@ui/primitives/Button.tsx';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../api/client.ts';
import { CHAT_HEADER_COLORS } from '../../api/messages.contract.ts';
import { useChatUnreadCount, useChatUrl } from '../../api/messages.ts';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useSession } from '../session/use-session.ts';
import { closeChat, toggleChat, useChatOpen } from './chat-store.ts';

// The chat window is fetched when a member first opens it.
const ChatWindow = lazy(() => import('@ui/chat/ChatWindow.tsx').then((m) => ({ default: m.ChatWindow })));

export function ChatDock() {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const session = useSession();
  const open = useChatOpen();
  const status = useSystemStatus().data;
  const member = session.isLogin && !session.isTrial;
  const chat = useChatUrl({ title: t('chat.title'), language, headerColor: CHAT_HEADER_COLORS.header }, { enabled: open && member });
  const unread = useChatUnreadCount({ enabled: member });
  if (!moduleEnabled(status, 'CBS3')) return null;

  if (!open) {
    return (
      <IconButton
        className="fixed end-space-md bottom-space-md z-30 size-14 rounded-pill shadow-lg"
        variant="primary"
        label={t('chat.open')}
        onClick={() => toggleChat(session)}
      >
        <MessageCircle aria-hidden="true" />
      </IconButton>
    );
  }
  return (
    <Suspense>
      <ChatWindow
        url={chat.data?.chatUrl}
        error={chat.isError}
        onRetry={() => void chat.refetch()}
        unreadCount={unread.data?.unReadCount}
        open
        onOpenChange={(next) => !next && closeChat()}
      />
    </Suspense>
  );
}
