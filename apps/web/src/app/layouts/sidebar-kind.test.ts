import { describe, expect, it } from 'vitest';
import { getSidebarKind } from './sidebar-kind';

describe('getSidebarKind', () => {
  it.each([
    ['/', 'chat'],
    ['/advisors', 'marketplace'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/', 'dashboard'],
    ['/profile', 'profile'],
    ['/marketplace/profile', 'profile'],
    ['/dashboard/profile', 'profile'],
    ['/marketplace', 'marketplace'],
    ['/ai-tools', 'ai-tools'],
    ['/ai-tools/caselaw/search', 'ai-tools'],
    ['/ai-toolsx', 'chat'],
    ['/conversations', 'conversations'],
    ['/marketplace/conversations', 'conversations'],
    ['/dashboard/conversations', 'conversations'],
  ])('%s → %s', (pathname, kind) => {
    expect(getSidebarKind(pathname)).toBe(kind);
  });
});
