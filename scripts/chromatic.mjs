// Publishes Storybook to Chromatic for visual review. Needs network and CHROMATIC_PROJECT_TOKEN, so it is never
// part of `npm test`; without the token it explains itself and exits successfully without doing anything.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload (it needs network and a token).');
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
