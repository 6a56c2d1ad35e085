// What an island's parts see, the same on the server and when the browser hydrates it: plain links
// carrying the page's ref and PID over, no router, and no island inside another.
import type { ReactNode } from 'react';
import { CurrentPath, LinkRenderer, PlainLink } from '../routing/link-renderer';
import { InIsland, IslandsPage } from './island-contexts';

interface IslandScopeProps {
  readonly path: string;
  readonly side: 'server' | 'browser';
  readonly children: ReactNode;
}

export function IslandScope({ path, side, children }: IslandScopeProps) {
  return (
    <InIsland.Provider value={side}>
      <IslandsPage.Provider value={null}>
        <CurrentPath.Provider value={path}>
          <LinkRenderer.Provider value={PlainLink}>{children}</LinkRenderer.Provider>
        </CurrentPath.Provider>
      </IslandsPage.Provider>
    </InIsland.Provider>
  );
}
