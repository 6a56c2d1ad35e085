// The website's service client (password grant, docs/product.md#sign-in-and-session). The site is built with these same
// values (docs/backend.md); env variables override them on the server (config/env.ts).
// Plain data without imports, so a build script of the site may read it too.

export interface ClientCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly username: string;
  readonly password: string;
}

export const demoClient: ClientCredentials = {
  clientId: 'venue-web',
  clientSecret: 'demo-secret',
  username: 'website',
  password: 'demo-password',
};

/** Lifetime of an app token; the site signs in again on the first 401. */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
