// The script-tag loader's `signOut` (dist/wacrm-elements/session.js): the elements' shared clients, without React.
export { signOut } from '../internal/sharedClient';
