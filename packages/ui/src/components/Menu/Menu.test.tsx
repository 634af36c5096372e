import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Menu, type MenuItem } from './Menu';

function setup(onSelect = vi.fn()) {
  const items: MenuItem[] = [
    { id: 'edit', label: 'Edit', onSelect: () => onSelect('edit') },
    { id: 'duplicate', label: 'Duplicate', onSelect: () => onSelect('duplicate'), disabled: true },
    { id: 'pause', label: 'Pause', onSelect: () => onSelect('pause') },
    { id: 'delete', label: 'Delete', tone: 'danger', onSelect: () => onSelect('delete') },
  ];
  render(
    <>
      <Menu trigger={<Button variant="secondary">Actions</Button>} items={items} />
      <button type="button">Next</button>
    </>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: 'Actions' }) };
}

describe('Menu', () => {
  it('is a menu button that opens on Enter with focus on the first item and is labelled by its trigger', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  });

  it('moves with arrows (wrapping, skipping disabled), Home/End and typeahead', async () => {
    const user = userEvent.setup();
    setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Pause' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('p');
    expect(screen.getByRole('menuitem', { name: 'Pause' })).toHaveFocus();
  });

  it('ArrowUp on the trigger opens on the last item; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('activates an item with Enter or Space, closes and returns focus', async () => {
    const user = userEvent.setup();
    const { onSelect, trigger } = setup();
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('edit');
  });

  it('closes on Tab and on a click outside; the trigger toggles it', async () => {
    const user = userEvent.setup();
    const { trigger } = setup();
    await user.click(trigger);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
