export { ButtonLink, BookDemoLink } from './ButtonLink';
export type { ButtonLinkProps, BookDemoLinkProps } from './ButtonLink';
