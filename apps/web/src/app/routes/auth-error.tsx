import { AuthErrorPage } from '@/features/auth/components/auth-error-page';

export function Component() {
  return <AuthErrorPage />;
}
