export { SiteFooter, siteFooterColumns, teamsFooterColumns } from './SiteFooter';
export type { FooterColumn } from './SiteFooter';
