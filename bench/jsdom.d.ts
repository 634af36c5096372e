// The part of jsdom's API the benchmarks use (bench/widgets-jsdom.bench.ts). jsdom ships no types of its own and
// @types/jsdom is not a dependency: Vitest's jsdom environment, the tests' only other use of it, needs none.
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
