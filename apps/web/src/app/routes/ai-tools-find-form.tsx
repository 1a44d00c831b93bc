import { FindFormPage } from '@/features/legal-forms/components/find-form-page';

export function Component() {
  return <FindFormPage />;
}
