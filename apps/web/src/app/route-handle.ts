import type { RouteName } from '@venue/core/routing/routes';

/** What every route of the table carries for the shell: which page of the route table it is. */
export interface RouteHandle {
  readonly route: RouteName | 'FoodDelivery';
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { route?: unknown }).route === 'string';
