/** Which sidebar content a path gets (spec 01 §2 "Main shell"). */
export type SidebarKind =
  'dashboard' | 'profile' | 'marketplace' | 'ai-tools' | 'conversations' | 'chat';

const PROFILE_PATHS = new Set(['/profile', '/marketplace/profile', '/dashboard/profile']);
const CONVERSATION_PATHS = new Set([
  '/conversations',
  '/marketplace/conversations',
  '/dashboard/conversations',
]);

export function getSidebarKind(pathname: string): SidebarKind {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/dashboard') return 'dashboard';
  if (PROFILE_PATHS.has(path)) return 'profile';
  if (path === '/marketplace' || path === '/advisors') return 'marketplace';
  if (path === '/ai-tools' || path.startsWith('/ai-tools/')) return 'ai-tools';
  if (CONVERSATION_PATHS.has(path)) return 'conversations';
  // Home and every other shell screen keep the chat history at hand.
  return 'chat';
}
