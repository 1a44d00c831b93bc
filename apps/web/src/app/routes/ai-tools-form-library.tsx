import { FormLibraryPage } from '@/features/legal-forms/components/form-library-page';

export function Component() {
  return <FormLibraryPage />;
}
