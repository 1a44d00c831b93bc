import { CaselawHome } from '@/features/caselaw/components/caselaw-home';

export function Component() {
  return <CaselawHome />;
}
