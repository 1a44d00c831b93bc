import { ChatHome } from '@/features/chat/components/chat-home';
import { HomeEmptyState } from '../components/home-empty-state';

export function Component() {
  return <ChatHome emptyState={<HomeEmptyState />} />;
}
