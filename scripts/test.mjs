#!/usr/bin/env node
// `npm test`: the static checks (type-check with the contract check, lint) side by side, since
// each is a single process on one core; then the unit and platform tests; then the browser tests;
// then the reference deployment's topology test (deploy/test, nginx in front of several instances).
// Stops at the first step that fails and exits with its code. The side-by-side checks print
// their output when each has finished, so that it does not interleave.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// E2E_SHUFFLE=1 runs the browser tests in a random order (Playwright prints the seed), E2E_SHUFFLE=<seed>
// replays one; without it they run in file order (docs/decisions.md#fixed-test-order).
const shuffle = process.env.E2E_SHUFFLE;
const extraArgs = { 'test:e2e': shuffle ? ['--', shuffle === '1' ? '--shuffle' : `--shuffle=${shuffle}`] : [] };

function run(script, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script, ...(extraArgs[script] ?? [])], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      const status = code ?? (signal ? 1 : 0);
      console.log(
        `[test] ${script}: ${status === 0 ? 'passed' : `failed (${signal || code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(status);
    });
  });
}

const checks = await Promise.all([run('typecheck', { buffered: true }), run('lint', { buffered: true })]);
const failed = checks.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
// The reference deployment (deploy/) last: it runs the production build the browser tests made.
for (const script of ['test:unit', 'test:e2e', 'test:topology']) {
  const code = await run(script);
  if (code !== 0) process.exit(code);
}
