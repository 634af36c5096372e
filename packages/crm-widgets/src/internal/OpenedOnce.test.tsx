import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenedOnce } from './OpenedOnce';

function Dialog({ open }: { open: boolean }) {
  return <div role="dialog" aria-label="Form" hidden={!open} />;
}

describe('OpenedOnce', () => {
  it('renders nothing (and loads nothing) until first opened, then keeps the dialog mounted when closed', async () => {
    let loads = 0;
    const LazyDialog = lazy(async () => {
      loads += 1;
      return { default: Dialog };
    });
    const view = (open: boolean) => (
      <OpenedOnce open={open}>
        <LazyDialog open={open} />
      </OpenedOnce>
    );
    const { rerender } = render(view(false));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(loads).toBe(0);
    rerender(view(true));
    expect(await screen.findByRole('dialog', { name: 'Form' })).toBeVisible();
    rerender(view(false));
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(loads).toBe(1);
  });
});
