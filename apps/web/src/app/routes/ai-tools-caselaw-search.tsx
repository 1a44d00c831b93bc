import { CaselawSearchPage } from '@/features/caselaw/components/caselaw-search-page';

export function Component() {
  return <CaselawSearchPage />;
}
