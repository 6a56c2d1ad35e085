// Values a provider state creates (ids, nights, credentials): the pact carries an expression the
// verifier fills in from the state's answer (docs/contracts.md), and an example the mock server uses.
// A venue's own backend makes its own ids and dates; nothing here is fixed but the example.
import { MatchersV3 } from '@pact-foundation/pact';

type StateMatcher = MatchersV3.V3RegexMatcher & MatchersV3.ProviderStateInjectedValue<string>;

/** Matches `pattern` here; the verifier replaces it with `expression` filled from the state's answer. */
const injected = (expression: string, pattern: RegExp, example: string): StateMatcher => ({
  ...MatchersV3.regex(pattern, example),
  'pact:generator:type': 'ProviderState',
  expression,
});

/** The value the state answers under `name` (an id, a hash, a file name): any text without spaces. */
export const fromState = (name: string, example: string): StateMatcher => injected(`\${${name}}`, /^\S+$/, example);

/** A night (MM/DD/YYYY) the state answers under `name`. */
export const nightFromState = (name: string, example: string): StateMatcher => injected(`\${${name}}`, /^\d{2}\/\d{2}\/\d{4}$/, example);

/** A date (YYYY-MM-DD) the state answers under `name`. */
export const dateFromState = (name: string, example: string): StateMatcher => injected(`\${${name}}`, /^\d{4}-\d{2}-\d{2}$/, example);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A path with state values in it, `pathFromState('/ticket-order/${ticketOrderId}', '/ticket-order/order-t-1')`:
 * the mock server still checks every fixed part, each value stands for one path segment.
 */
export function pathFromState(template: string, example: string): StateMatcher {
  const pattern = template
    .split(/\$\{\w+\}/)
    .map(escaped)
    .join('[^/]+');
  return injected(template, new RegExp(`^${pattern}$`), example);
}
