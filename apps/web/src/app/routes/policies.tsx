import { PoliciesPage } from '@/features/policies/components/policies-page';

export function Component() {
  return <PoliciesPage />;
}
