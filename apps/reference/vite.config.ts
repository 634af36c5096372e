import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app runs against package sources through the @wacrm/source export condition.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@wacrm/source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: { sourcemap: true, target: 'es2022', manifest: true, modulePreload: { polyfill: false } },
});
