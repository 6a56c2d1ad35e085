// The backend's tests run a second time on a throwaway PostgreSQL server made from Debian's
// `postgresql` package (docs/decisions.md#a-postgresql-server-for-the-tests). Installs it when we are
// root on Debian; otherwise names the exact command to run. A server or binaries given by
// VENUE_TEST_DATABASE_URL or VENUE_POSTGRES_BIN need nothing installed.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const root = '/usr/lib/postgresql';
const installed = existsSync(root) && readdirSync(root).some((version) => existsSync(`${root}/${version}/bin/postgres`));
if (!installed && !process.env.VENUE_TEST_DATABASE_URL && !process.env.VENUE_POSTGRES_BIN) {
  const command = 'apt-get update && apt-get install -y postgresql';
  const canInstall = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!canInstall) {
    console.error(
      `No PostgreSQL server was found in ${root}. Install it with:\n  sudo ${command}\n` +
        'or set VENUE_POSTGRES_BIN to a folder with initdb and postgres, or VENUE_TEST_DATABASE_URL to a server to use.',
    );
    process.exit(1);
  }
  console.log(`No PostgreSQL server was found in ${root}; installing Debian's postgresql package (${command}).`);
  execSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
