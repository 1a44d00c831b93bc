import { LegalFormsChoice } from '@/features/legal-forms/components/legal-forms-choice';

export function Component() {
  return <LegalFormsChoice />;
}
