import { FormalNoticePage } from '@/features/formal-notice/components/formal-notice-page';

export function Component() {
  return <FormalNoticePage />;
}
