// Moved to src/testing/storyKit: this re-export remains only for the campaigns/ and templates/ tests and stories (being reworked on
// another branch); switch their imports to src/testing/ and delete this file.
export * from '../testing/storyKit';
