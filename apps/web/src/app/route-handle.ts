import type { RouteName } from '@venue/core/routing/routes';
import type { MetaFunction } from '../head/page-meta';

/** What every route of the table carries for the shell: which page it is, its module and its head. */
export interface RouteHandle {
  readonly route: RouteName | 'FoodDelivery';
  /** The page module's path in the build manifest (`src/pages/home/home-page.tsx`). */
  readonly module: string;
  readonly meta?: MetaFunction;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { route?: unknown }).route === 'string';
