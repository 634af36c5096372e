import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// A partner's Vite config for Vue. Wacrm-specific: Vue's compiler is told that the `wacrm-` tags are custom elements
// (not Vue components to resolve), and the bundler's notes about `"use client"` are left out: React packages
// (@wacrm/*, lucide-react) start their entries with it for Next.js, and a Vite build rightly ignores it (see the
// @wacrm/elements README, Troubleshooting).
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('wacrm-') } } })],
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
    },
  },
});
