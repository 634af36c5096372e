export { ThemeRoot } from './ThemeRoot';
