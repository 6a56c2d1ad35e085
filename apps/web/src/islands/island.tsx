// A part of a content page that works in the browser: on a content page the server writes it inside a
// marker the islands entry hydrates on its own, when it is needed (islands-entry.ts); inside the
// router (a flow page, or a content page reached from one) it is an ordinary part of the page
// (docs/decisions.md#islands-on-content-pages).
import { useContext, useId, type ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_KEY_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes';
import { IslandsPage } from './island-contexts';
import { IslandScope } from './island-scope';
import type { IslandName } from './island-modules';

interface IslandProps<P extends object> {
  /** The island's entry in island-modules.ts, whose component must be `component`. */
  readonly name: IslandName;
  readonly component: ComponentType<P>;
  /** Sent to the browser as JSON: plain data only. */
  readonly props: P;
}

export function useIslandsPage(): boolean {
  return useContext(IslandsPage) !== null;
}

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const page = useContext(IslandsPage);
  // Unique in the page: the island's own ids (useId) start with it, on the server and in its root.
  const key = useId();
  if (page === null) return <Component {...props} />;
  // Rendered as a root of its own, as the browser will hydrate it: the same ids, no outer context. The
  // HTML is React's own escaped output (venue HTML inside it went through SafeHtml), so it is written
  // as it is; eslint.config.js allows raw HTML here and in the sanitiser only.
  const html = page.renderIsland(
    <IslandScope path={page.path} side="server">
      <Component {...props} />
    </IslandScope>,
    key,
  );
  const marker = { [ISLAND_ATTRIBUTE]: name, [ISLAND_KEY_ATTRIBUTE]: key, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  return <div className="island" {...marker} dangerouslySetInnerHTML={{ __html: html }} />;
}
