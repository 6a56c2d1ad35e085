// In development, `?inspect` opens the Stately inspector for every actor the page starts.
import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent>;

let inspector: Inspect | undefined;

/** Opens the inspector once, before the first actor starts. Production builds drop this code. */
export async function startInspectorIfAsked(): Promise<void> {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspector = createBrowserInspector().inspect;
  }
}

/** Spread into an actor's options: `{ ...inspectOptions(), input }`. */
export const inspectOptions = (): { inspect?: Inspect } => (inspector ? { inspect: inspector } : {});
