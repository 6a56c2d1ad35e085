// The Nu Html Checker (vnu-jar, apps/web/e2e/valid-html.spec.ts) runs on Java. Installs Debian's
// headless runtime when we are root on Debian; otherwise names the exact command to run.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (spawnSync('java', ['-version']).error) {
  const command = 'apt-get update && apt-get install -y default-jre-headless';
  const canInstall = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!canInstall) {
    console.error(`Java was not found; the Nu Html Checker needs it. Install it with:\n  sudo ${command}`);
    process.exit(1);
  }
  console.log(`Java was not found; installing Debian's default-jre-headless package (${command}).`);
  execSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
