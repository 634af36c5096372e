import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavLinkItem } from '../navigation';
import { useAppFormats, useAppText } from '../../i18n/AppLocale';
import { siteText, type SiteTextKey } from '../siteText';

export interface FooterColumn {
  title: SiteTextKey;
  links: readonly NavLinkItem[];
}

const product: FooterColumn = {
  title: 'siteProduct',
  links: [
    { label: 'siteFeatures', to: '/#features' },
    { label: 'siteIntegrations', to: '/#integrations' },
    { label: 'sitePricing', to: '/pricing' },
    { label: 'siteApi', to: '/help#api' },
  ],
};
const solutions: FooterColumn = {
  title: 'siteSolutions',
  links: [
    { label: 'siteWhatsAppApi', to: '/#whatsapp-business-api' },
    { label: 'siteTeamInbox', to: '/#team-inbox' },
    { label: 'siteBroadcast', to: '/#broadcast' },
    { label: 'siteChatbot', to: '/#chatbot' },
  ],
};
const support: FooterColumn = {
  title: 'siteSupport',
  links: [
    { label: 'siteHelpCenter', to: '/help' },
    { label: 'siteDocumentation', to: '/help#documentation' },
    { label: 'siteContactSupport', to: '/help#support' },
    { label: 'sitePartners', to: '/partners' },
  ],
};
const company: FooterColumn = {
  title: 'siteCompany',
  links: [
    { label: 'sitePartners', to: '/partners' },
    { label: 'siteCaseStudies', to: '/partners#case-studies' },
    { label: 'siteBlog', to: '/help#blog' },
  ],
};

/** Footer of the main landing and the content pages. */
export const siteFooterColumns: readonly FooterColumn[] = [product, solutions, support, company];
/** Footer of the second landing variant: columns Product, Solutions, Support. */
export const teamsFooterColumns: readonly FooterColumn[] = [product, solutions, support];

export function SiteFooter({ columns = siteFooterColumns }: { columns?: readonly FooterColumn[] }) {
  const text = useAppText(siteText);
  const format = useAppFormats();
  const [now] = useState(Date.now);
  // The year as a year (no grouping: '2026', not '2,026'), in the locale's digits.
  const year = format.dateWith(now, { year: 'numeric' });
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">Wacrm</p>
          <p className="site-footer__about">{text.siteFooterAbout}</p>
        </div>
        {columns.map((column) => (
          <div className="site-footer__column" key={column.title}>
            <h2>{text[column.title]}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{text[link.label]}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="site-footer__legal">{format.text(text.siteFooterLegal, { year })}</p>
    </footer>
  );
}
