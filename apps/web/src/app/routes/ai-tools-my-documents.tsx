import { MyDocumentsPage } from '@/features/documents/components/my-documents-page';

export function Component() {
  return <MyDocumentsPage />;
}
