// The backends the browser tests run against, shared by playwright.config.ts and the tests. The
// second one serves the untaxed pricing variant (VENUE_PRICING=on-location, docs/backend.md): the
// variant is a server setting read at every request, so both variants run side by side, each with
// its own fresh data folder, and the tests pick one by address. The third is the site alone
// (VENUE_API_URL, docs/architecture.md#one-build-any-backend) in front of the first one's API, which
// it reaches over HTTP on another origin, as a venue's own API would be.
import './ports';
import { test } from '@playwright/test';

/** A port e2e/ports.ts chose (once, in the runner; workers inherit it). */
const chosen = (name: string): number => {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${name} is not set: e2e/ports.ts chooses it`);
  return port;
};

export const e2ePort = chosen('E2E_PORT');
export const mainBaseURL = `http://localhost:${e2ePort}`;
export const onLocationPort = chosen('E2E_ON_LOCATION_PORT');
export const onLocationBaseURL = `http://localhost:${onLocationPort}`;
export const siteAlonePort = chosen('E2E_SITE_ALONE_PORT');
export const siteAloneBaseURL = `http://localhost:${siteAlonePort}`;

/** Where a test reaches the venue API and the staff page: the site alone serves neither, so the backend behind it. */
export const apiBaseURLOf = (siteBaseURL: string): string => (siteBaseURL === siteAloneBaseURL ? mainBaseURL : siteBaseURL);

/** An address on the API's host (`/venue-api/media/x.png`) for a test's own calls: on the page's origin, or on the backend's when the project runs the site alone. */
export const onApiHost = (address: string): string =>
  `${test.info().project.use.baseURL === siteAloneBaseURL ? mainBaseURL : ''}${address}`;

/** An endpoint's address for a test's own calls (`oauth/token`). */
export const apiPath = (path: string): string => onApiHost(`/venue-api/${path}`);
