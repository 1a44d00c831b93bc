import { AiToolsHome } from '@/features/ai-tools/components/ai-tools-home';

export function Component() {
  return <AiToolsHome />;
}
