import { defineLibraryConfig } from '../../scripts/tsup.base';

export default defineLibraryConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts', firebase: 'src/firebase/index.ts' },
  external: ['firebase'],
});
