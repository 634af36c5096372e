import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { SiteHeader } from './SiteHeader';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.hash}`}</output>;
}

function setup(path = '/pricing') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
      <main>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
  return { user, ...view };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('links to home, Help Center, Partners and Pricing, and offers Log in and Try for Free', () => {
    setup();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/partners');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Try for Free' })).toHaveAttribute('href', '/auth/login');
  });

  it.each([
    ['Solutions', ['WhatsApp Business API', 'Team Inbox', 'Broadcast', 'Chatbot']],
    ['Product', ['Features', 'Integrations', 'API']],
    ['Resources', ['Blog', 'Case Studies', 'Documentation', 'Support']],
  ])('the %s menu lists its items', async (group, items) => {
    const { user } = setup();
    const button = within(mainNav()).getByRole('button', { name: group });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: group });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(names).toEqual(items);
  });

  it('opens with Enter on the first item, moves with arrows/Home/End, and Escape returns focus', async () => {
    const { user } = setup();
    const button = within(mainNav()).getByRole('button', { name: 'Solutions' });
    button.focus();
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu', { name: 'Solutions' })).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Space, with ArrowDown on the first item and with ArrowUp on the last item', async () => {
    const { user } = setup();
    const button = within(mainNav()).getByRole('button', { name: 'Product' });
    button.focus();
    await user.keyboard(' ');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: /API/ })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowDown}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Features/ })).toHaveFocus();
  });

  it('choosing an item (Enter) navigates and closes the menu', async () => {
    const { user } = setup();
    within(mainNav()).getByRole('button', { name: 'Resources' }).focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/help#documentation');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Space on a menu item activates it', async () => {
    const { user } = setup();
    within(mainNav()).getByRole('button', { name: 'Solutions' }).focus();
    await user.keyboard('{Enter}{ArrowDown} ');
    expect(location()).toBe('/#team-inbox');
  });

  it('Tab closes the menu; only one menu is open at a time; a click outside closes it', async () => {
    const { user } = setup();
    const nav = mainNav();
    await user.click(within(nav).getByRole('button', { name: 'Solutions' }));
    await user.click(within(nav).getByRole('button', { name: 'Product' }));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(screen.getByRole('menu', { name: 'Product' })).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Product' }));
    await user.click(screen.getByRole('status', { name: 'location' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('the mobile menu toggles, lists every destination, closes on Escape (focus back) and after a choice', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(panel).getByRole('link', { name: 'Chatbot' })).toHaveAttribute('href', '/#chatbot');
    expect(within(panel).getByRole('link', { name: 'Try for Free' })).toHaveAttribute('href', '/auth/login');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'Partners' }),
    );
    expect(location()).toBe('/partners');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('has no axe violations with a menu open', async () => {
    const { user, container } = setup();
    await user.click(within(mainNav()).getByRole('button', { name: 'Solutions' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
