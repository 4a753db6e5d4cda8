// Makes sure a Chromium for the end-to-end tests exists before they run, because they must never be skipped
// silently. Order: CHROMIUM_PATH, then the usual Debian/Ubuntu locations. If none is found and we run as root on
// Debian, Debian's `chromium` package is installed; otherwise we stop with instructions.
// e2e/playwright.config.ts resolves the browser the same way (see e2e/support/chromium-path.ts).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.error(`CHROMIUM_PATH is set to "${fromEnv}", but no executable is there.`);
    process.exit(1);
  }
  return CANDIDATES.find(isExecutable);
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`"${command} ${args.join(' ')}" failed (exit code ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const found = findChromium();
if (found) {
  console.log(`Chromium for the end-to-end tests: ${found}`);
  process.exit(0);
}

const canInstall = existsSync('/etc/debian_version') && process.getuid?.() === 0;
if (!canInstall) {
  console.error(
    [
      'No Chromium found for the end-to-end tests (looked at CHROMIUM_PATH and ' +
        CANDIDATES.join(', ') +
        ').',
      'Install one, then run the tests again:',
      '  Debian/Ubuntu:  sudo apt-get install chromium   (Ubuntu may name it chromium-browser)',
      '  or point CHROMIUM_PATH at an existing Chromium or Chrome executable:',
      '    CHROMIUM_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

console.log('No Chromium found; installing Debian\'s "chromium" package for the end-to-end tests.');
run('apt-get', ['update']);
run('apt-get', ['install', '-y', 'chromium']);

const installed = findChromium();
if (!installed) {
  console.error('apt-get installed "chromium", but no Chromium executable was found afterwards.');
  process.exit(1);
}
console.log(`Chromium for the end-to-end tests: ${installed}`);
