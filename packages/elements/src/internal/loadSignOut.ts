/**
 * The elements' `signOut`, fetched when called (script-tag loader: from a chunk of its own, so a page that never
 * signs out does not download it). Every widget's chunk exports this; the ESM entry exports `signOut` itself.
 */
export const loadSignOut = () => import('./signOut');
