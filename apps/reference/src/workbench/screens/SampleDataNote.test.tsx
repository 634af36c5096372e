import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WacrmThemeProvider } from '@wacrm/ui';
import { CrmDashboard } from './CrmDashboard';
import { GenericDashboard } from './GenericDashboard';

const props = {
  clientId: 'u1',
  onNavigateSection: vi.fn(),
  conversation: null,
  onConversationChange: vi.fn(),
  storage: undefined,
  fullScreen: false,
  threadMenu: null,
};

describe('dashboards with the spec sample figures say so', () => {
  it("the CRM dashboard's figures carry a visible 'Sample data' badge", () => {
    render(
      <WacrmThemeProvider>
        <CrmDashboard app="crm" section="dashboard" {...props} />
      </WacrmThemeProvider>,
    );
    expect(screen.getByText('Sample data')).toBeVisible();
    expect(screen.getByText("These figures are examples, not your account's.")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Key figures (sample data)' })).toHaveTextContent('2,847');
  });

  it('so do the other apps’ dashboards that show figures', () => {
    render(
      <WacrmThemeProvider>
        <GenericDashboard app="finance" section="dashboard" {...props} />
      </WacrmThemeProvider>,
    );
    expect(screen.getByText('Sample data')).toBeVisible();
  });
});
