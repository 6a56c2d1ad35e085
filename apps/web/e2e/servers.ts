// The backends the browser tests run against, shared by playwright.config.ts and the tests. The
// second one serves the untaxed pricing variant (VENUE_PRICING=on-location, docs/backend.md): the
// variant is a server setting read at every request, so both variants run side by side, each with
// its own fresh data folder, and the tests pick one by address.
export const e2ePort = Number(process.env.E2E_PORT ?? 8090);
export const onLocationPort = e2ePort + 1;
export const onLocationBaseURL = `http://localhost:${onLocationPort}`;
