// What an island's parts see, the same on the server and when the browser hydrates it: plain links
// carrying the page's ref and PID over, no router, and no island inside another.
import type { ReactNode } from 'react';
import { CurrentPath, LinkRenderer, PlainLink } from '../routing/link-renderer';
import { InIsland, IslandsPage } from './island-contexts';

export function IslandScope({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  return (
    <InIsland.Provider value={true}>
      <IslandsPage.Provider value={null}>
        <CurrentPath.Provider value={path}>
          <LinkRenderer.Provider value={PlainLink}>{children}</LinkRenderer.Provider>
        </CurrentPath.Provider>
      </IslandsPage.Provider>
    </InIsland.Provider>
  );
}
