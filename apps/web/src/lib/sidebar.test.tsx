import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMatchMedia, setViewportWidth } from '@/test/match-media';
import { SidebarProvider, useSidebar } from './sidebar';

function ShowState() {
  const { isOpen, isDesktop } = useSidebar();
  return <p>{`open=${isOpen} desktop=${isDesktop}`}</p>;
}

/** Narrows the viewport while the tree renders: after the provider read it, before it subscribed. */
function NarrowDuringRender() {
  setViewportWidth(600);
  return null;
}

describe('SidebarProvider', () => {
  it('opens by default from 768 px and follows later crossings', () => {
    installMatchMedia(1280);
    render(
      <SidebarProvider>
        <ShowState />
      </SidebarProvider>,
    );
    expect(screen.getByText('open=true desktop=true')).toBeInTheDocument();
    act(() => setViewportWidth(375));
    expect(screen.getByText('open=false desktop=false')).toBeInTheDocument();
    act(() => setViewportWidth(900));
    expect(screen.getByText('open=true desktop=true')).toBeInTheDocument();
  });

  it('catches a crossing that happened before it subscribed', () => {
    installMatchMedia(1280);
    render(
      <SidebarProvider>
        <NarrowDuringRender />
        <ShowState />
      </SidebarProvider>,
    );
    expect(screen.getByText('open=false desktop=false')).toBeInTheDocument();
  });
});
