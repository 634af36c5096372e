// `import type {} from '@wacrm/elements/vue'` (or a `types` entry in tsconfig): the five elements in Vue's
// GlobalComponents, so vue-tsc checks their attributes, properties and event listeners in templates
// (`<wacrm-inbox theme="purple">` and `:labels="42"` are errors, `@wacrm-signed-in` gets a typed event). Copied
// into dist/ by the build: it augments 'vue', which this package does not depend on. Types only.
import type { WacrmVueComponents } from './index.js';

declare module 'vue' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalComponents extends WacrmVueComponents {}
}

export {};
