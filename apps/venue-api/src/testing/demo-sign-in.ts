// The demo client's sign-in request, as the site sends it: one body for every test that signs in.
import { demoClient } from '../config/demo-client';

export const demoSignIn = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    client_id: demoClient.clientId,
    client_secret: demoClient.clientSecret,
    username: demoClient.username,
    password: demoClient.password,
    grant_type: 'password',
  }),
} as const;
