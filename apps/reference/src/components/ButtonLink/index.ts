export { ButtonLink, BookDemoLink } from './ButtonLink';
export type { ButtonLinkProps, BookDemoLinkProps, ButtonLinkVariant, ButtonLinkSize } from './ButtonLink';
