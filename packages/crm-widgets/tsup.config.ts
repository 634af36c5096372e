import { defineLibraryConfig } from '../../scripts/tsup.base';

export default defineLibraryConfig({ entry: { index: 'src/index.ts' } });
