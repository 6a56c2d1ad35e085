// Every catalog has every message of English's, each taking what English's takes (docs/architecture.md#languages):
// TypeScript checks it; catalogs.test.ts checks that no area and no message is missing or extra. Four imports
// and one line per area.
import type * as enLanguages from './en/languages';
import type * as esLanguages from './es/languages';
import type * as frLanguages from './fr/languages';
import type * as heLanguages from './he/languages';
import type * as enPanels from './en/panels';
import type * as esPanels from './es/panels';
import type * as frPanels from './fr/panels';
import type * as hePanels from './he/panels';

type Widened<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };
type Complete<En, Fr extends Widened<En>, Es extends Widened<En>, He extends Widened<En>> = [Fr, Es, He];

export type CompleteCatalogs = [
  Complete<typeof enPanels, typeof frPanels, typeof esPanels, typeof hePanels>,
  Complete<typeof enLanguages, typeof frLanguages, typeof esLanguages, typeof heLanguages>,
];
