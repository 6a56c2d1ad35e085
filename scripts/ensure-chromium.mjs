// The browser tests drive Debian's Chromium: Playwright's own browser download cannot work here.
// Installs it when we are root on Debian; otherwise names the exact command to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  const command = 'apt-get update && apt-get install -y chromium';
  const canInstall = existsSync('/etc/debian_version') && process.getuid?.() === 0 && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    console.error(`Chromium was not found at ${path}. Install it with:\n  sudo ${command}\nor set CHROMIUM_PATH to a Chromium binary.`);
    process.exit(1);
  }
  console.log(`Chromium was not found at ${path}; installing Debian's chromium package (${command}).`);
  execSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
