import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A partner's ordinary Vite config: nothing Wacrm-specific (no aliases, no custom conditions), so the build resolves
// the packages exactly as npm installed them.
export default defineConfig({
  plugins: [react()],
  // One page, one chunk: React, styled-components, the SDK and the widgets (about 215 kB gzipped).
  build: { chunkSizeWarningLimit: 800 },
});
