/**
 * Texts of the workbench's own screens: the CRM dashboard and the other apps' dashboards (sample
 * figures), the 'Sample data' note and the placeholder of sections without a screen (English, translations in
 * src/i18n/locales). The figures are numbers, amounts and times written by Intl in the active language.
 */
export const dashboardText = {
  dashKeyFigures: 'Key figures (sample data)',
  dashSampleData: 'Sample data',
  dashSampleDataNote: "These figures are examples, not your account's.",
  /** A section without a screen yet: 'Support Tickets content will go here.' */
  dashPlaceholder: '{app} {section} content will go here.',

  // The CRM dashboard.
  dashTotalContacts: 'Total Contacts',
  dashRevenue: 'Revenue',
  dashActiveDeals: 'Active Deals',
  dashConversionRate: 'Conversion Rate',
  /** A figure's change: '+12% this month'. */
  dashThisMonth: '{change} this month',
  dashThisWeek: '{change} this week',
  /** A change in percentage points: '+2.1 points' ({change} is the signed number, the form follows its value). */
  dashPoints: { one: '{change} point', other: '{change} points' },
  dashPipeline: 'Sales pipeline',
  dashProspecting: 'Prospecting',
  dashQualification: 'Qualification',
  dashProposal: 'Proposal',
  dashNegotiation: 'Negotiation',
  dashClosedWon: 'Closed Won',
  dashDeals: { one: '{n} deal', other: '{n} deals' },
  dashQuickActions: 'Quick actions',
  dashAddContact: 'Add Contact',
  dashCreateDeal: 'Create Deal',
  dashSendEmail: 'Send Email',
  dashViewReports: 'View Reports',
  dashRecentActivities: 'Recent activities',
  dashContactAdded: 'New contact added: {name}',
  dashDealMoved: 'Deal moved to {stage}: {name}',
  dashEmailSent: { one: 'Email sent to {n} lead', other: 'Email sent to {n} leads' },
  dashMeetingScheduled: 'Meeting scheduled with {name}',

  // The other apps' dashboards.
  dashOverview: '{app} overview',
  dashOverviewText: 'Sample figures. Choose a section to explore the {app} app.',
  dashOpenTickets: 'Open Tickets',
  dashFirstResponse: 'Avg. First Response',
  dashResolvedToday: 'Resolved Today',
  dashSatisfaction: 'Satisfaction',
  dashSessions: 'Sessions',
  dashActiveUsers: 'Active Users',
  dashMessagesSent: 'Messages Sent',
  dashReadRate: 'Read Rate',
  dashRevenueThisMonth: 'Revenue This Month',
  dashOutstandingInvoices: 'Outstanding Invoices',
  dashExpenses: 'Expenses',
  dashNetMargin: 'Net Margin',
} as const;
