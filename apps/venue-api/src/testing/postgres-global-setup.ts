// Vitest global set-up of the PostgreSQL test projects: one server for the whole run
// (testing/postgres-server.ts), its URL handed to the test processes, removed after.
import { startPostgresServer } from './postgres-server';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startPostgresServer();
  process.env.VENUE_TEST_POSTGRES_URL = server.url;
  return () => server.stop();
}
