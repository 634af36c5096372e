import { Link } from 'react-router-dom';
import type { NavLinkItem } from '../navigation';

export interface FooterColumn {
  title: string;
  links: readonly NavLinkItem[];
}

const product: FooterColumn = {
  title: 'Product',
  links: [
    { label: 'Features', to: '/#features' },
    { label: 'Integrations', to: '/#integrations' },
    { label: 'Pricing', to: '/pricing' },
    { label: 'API', to: '/help#api' },
  ],
};
const solutions: FooterColumn = {
  title: 'Solutions',
  links: [
    { label: 'WhatsApp Business API', to: '/#whatsapp-business-api' },
    { label: 'Team Inbox', to: '/#team-inbox' },
    { label: 'Broadcast', to: '/#broadcast' },
    { label: 'Chatbot', to: '/#chatbot' },
  ],
};
const support: FooterColumn = {
  title: 'Support',
  links: [
    { label: 'Help Center', to: '/help' },
    { label: 'Documentation', to: '/help#documentation' },
    { label: 'Contact support', to: '/help#support' },
    { label: 'Partners', to: '/partners' },
  ],
};
const company: FooterColumn = {
  title: 'Company',
  links: [
    { label: 'Partners', to: '/partners' },
    { label: 'Case Studies', to: '/partners#case-studies' },
    { label: 'Blog', to: '/help#blog' },
  ],
};

/** Footer of the main landing and the content pages. */
export const siteFooterColumns: readonly FooterColumn[] = [product, solutions, support, company];
/** Footer of the second landing variant: columns Product, Solutions, Support (spec section 1). */
export const teamsFooterColumns: readonly FooterColumn[] = [product, solutions, support];

export function SiteFooter({ columns = siteFooterColumns }: { columns?: readonly FooterColumn[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__brand">Wacrm</p>
          <p className="site-footer__about">WhatsApp Business messaging and CRM for growing businesses.</p>
        </div>
        {columns.map((column) => (
          <div className="site-footer__column" key={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} Wacrm. WhatsApp is a trademark of its owner; Wacrm is independent.
      </p>
    </footer>
  );
}
