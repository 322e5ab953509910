/**
 * The embedded customer-service chat (CBS): a floating button toggles it for members (visitors get the
 * login prompt, trial accounts in_please_information); the window loads the platform's chat URL once
 * it passes safeChatUrl (http(s), not the app's own origin), else shows the window's error.
 */
import { IconButton } from '@ui/primitives/Button.tsx';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../api/client.ts';
import { useChatUnreadCount, useChatUrl } from '../../api/messages.ts';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useSession } from '../session/use-session.ts';
import { closeChat, toggleChat, useChatOpen } from './chat-store.ts';
import { safeChatUrl } from './chat-url.ts';

// The chat window is fetched when a member first opens it.
const ChatWindow = lazy(() => import('@ui/chat/ChatWindow.tsx').then((m) => ({ default: m.ChatWindow })));

/** `button`: the floating button shows (a game's page hides it; an open window stays). */
export function ChatDock({ button = true }: { button?: boolean }) {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const session = useSession();
  const open = useChatOpen();
  const status = useSystemStatus().data;
  const member = session.isLogin && !session.isTrial;
  const chat = useChatUrl({ title: t('chat.title'), language }, { enabled: open && member });
  const unread = useChatUnreadCount({ enabled: member });
  const url = chat.data ? safeChatUrl(chat.data.chatUrl, window.location.origin) : undefined;
  const refused = chat.data !== undefined && url === undefined;
  if (!moduleEnabled(status, 'CBS3')) return null;

  if (!open) {
    if (!button) return null;
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
        url={url}
        error={chat.isError || refused}
        onRetry={() => void chat.refetch()}
        unreadCount={unread.data?.unReadCount}
        open
        onOpenChange={(next) => !next && closeChat()}
      />
    </Suspense>
  );
}
