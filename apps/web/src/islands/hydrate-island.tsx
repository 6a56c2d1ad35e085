// Hydrates one island's server HTML as a React root of its own; resolves once it has committed, when
// its handlers are attached and a kept press can be replayed. Loaded with the first island a page needs.
import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandScope } from './island-scope';
import { browserPageLanguage, withoutBasename } from '../app/page-language';

export function hydrateIsland(element: Element, component: ComponentType<never>, props: object, idPrefix: string): Promise<void> {
  return new Promise((resolve) => {
    function Committed() {
      useEffect(resolve, []);
      return null;
    }
    // The page's path as the route table knows it, as the server gave its islands (server/render-page.tsx).
    const path = `${withoutBasename(browserPageLanguage().basename, window.location.pathname)}${window.location.search}`;
    hydrateRoot(
      element,
      <IslandScope path={path} side="browser">
        {createElement(component as ComponentType<object>, props)}
        <Committed />
      </IslandScope>,
      { identifierPrefix: idPrefix },
    );
  });
}
