// Test-only: jest-dom matchers on Vitest's expect, for every package's *.test.tsx.
import '@testing-library/jest-dom/vitest';
