import { AiToolsDashboard } from '@/features/ai-tools/components/ai-tools-dashboard';
import { RecentDocuments } from '@/features/documents/components/recent-documents';

export function Component() {
  return <AiToolsDashboard recentDocuments={<RecentDocuments />} />;
}
