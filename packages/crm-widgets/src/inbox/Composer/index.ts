export { Composer, EMPTY_DRAFT } from './Composer';
export type { ComposerProps, ComposerDraft, ComposerSend } from './Composer';
