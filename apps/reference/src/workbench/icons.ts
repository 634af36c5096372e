import type { ComponentType, SVGProps } from 'react';
import { styled } from 'styled-components';
import LogOut from 'lucide-react/icons/log-out';
import Users from 'lucide-react/icons/users';
import MessageCircle from 'lucide-react/icons/message-circle';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import ChartColumn from 'lucide-react/icons/chart-column';
import Wallet from 'lucide-react/icons/wallet';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Contact from 'lucide-react/icons/contact';
import Target from 'lucide-react/icons/target';
import Settings from 'lucide-react/icons/settings';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Megaphone from 'lucide-react/icons/megaphone';
import FileText from 'lucide-react/icons/file-text';
import Ticket from 'lucide-react/icons/ticket';
import MessageSquare from 'lucide-react/icons/message-square';
import UserRound from 'lucide-react/icons/user-round';
import FileChartColumn from 'lucide-react/icons/file-chart-column';
import Gauge from 'lucide-react/icons/gauge';
import UserSearch from 'lucide-react/icons/user-search';
import Mail from 'lucide-react/icons/mail';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Receipt from 'lucide-react/icons/receipt';
import type { AppId, SectionId } from './apps';

export type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

export const APP_ICONS: Record<AppId, IconComponent> = {
  crm: Users,
  whatsapp: MessageCircle,
  support: LifeBuoy,
  analytics: ChartColumn,
  finance: Wallet,
};

export const SECTION_ICONS: Record<SectionId, IconComponent> = {
  dashboard: LayoutDashboard,
  contacts: Contact,
  leads: Target,
  analytics: ChartColumn,
  settings: Settings,
  conversations: MessagesSquare,
  campaigns: Megaphone,
  templates: FileText,
  tickets: Ticket,
  chat: MessageSquare,
  customers: UserRound,
  reports: FileChartColumn,
  overview: Gauge,
  'user-analytics': UserSearch,
  communication: Mail,
  transactions: ArrowLeftRight,
  invoices: Receipt,
};

/** Logout's arrow leaves by the end edge: mirrored right to left, as the other directional icons are. */
export const LogoutIcon = styled(LogOut)`
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;
