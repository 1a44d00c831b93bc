import { AiToolsDashboard } from '@/features/ai-tools/components/ai-tools-dashboard';
import { RecentDocumentsSlot } from './recent-documents-slot';

export function Component() {
  return <AiToolsDashboard recentDocuments={<RecentDocumentsSlot />} />;
}
