import { ChatHome } from '@/features/chat/components/chat-home';

export function Component() {
  return <ChatHome />;
}
