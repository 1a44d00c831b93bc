import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '@/lib/toast';
import { useChatStore } from './chat-provider';

/**
 * The URL's chatId selects the conversation (spec 01 §2 "Routes"): a new id loads it, no id
 * means a new chat. Only URL changes act here, so the first prompt can set its id in the store
 * a moment before it reaches the URL.
 */
export function useChatUrlSync(): void {
  const store = useChatStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chatId = params.get('chatId');

  useEffect(() => {
    const current = store.getState().chatId;
    if (chatId && chatId !== current) {
      void store.selectChat(chatId).then((loaded) => {
        if (!loaded && store.getState().chatId === null) {
          void navigate('/', { replace: true, preventScrollReset: true });
        }
      });
    } else if (!chatId && current) {
      store.reset();
    }
  }, [chatId, store, navigate]);
}

/** New chat (spec 01 §4): abort with RESET_CHAT, clear everything, back to '/' without scrolling. */
export function useStartNewChat(): () => void {
  const store = useChatStore();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const reportFailure = () => showToast(t('chat.toasts.newChatFailed'), { variant: 'error' });
  return () => {
    try {
      store.reset();
    } catch {
      reportFailure();
      return;
    }
    Promise.resolve(navigate('/', { preventScrollReset: true })).catch(reportFailure);
  };
}
