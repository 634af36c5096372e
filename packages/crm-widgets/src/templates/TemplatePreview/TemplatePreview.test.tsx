import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateComponent } from '@wacrm/whatsapp-sdk';
import { renderWithClient } from '../../testing/inboxTestUtils';
import { TemplatePreview } from './TemplatePreview';

const body: TemplateComponent = { type: 'BODY', text: 'Hi {{1}}, your order is *on its way*.' };

describe('TemplatePreview', () => {
  it('shows a header stored without a format as text (TEXT is the default format), filled from its values', () => {
    const header = { type: 'HEADER', text: 'Order {{1}}' } as TemplateComponent;
    renderWithClient(<TemplatePreview template={{ components: [header, body] }} headerValues={['#1042']} />);
    const preview = screen.getByTestId('template-preview');
    expect(preview).toHaveTextContent('Order #1042');
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
    expect(screen.getByText('on its way').tagName).toBe('STRONG');
  });

  it('shows a media header as its placeholder, not as text', () => {
    const header: TemplateComponent = { type: 'HEADER', format: 'IMAGE', text: 'not shown' };
    renderWithClient(<TemplatePreview template={{ components: [header, body] }} />);
    expect(screen.getByText('Image')).toBeInTheDocument();
    expect(screen.queryByText('not shown')).not.toBeInTheDocument();
  });
});
