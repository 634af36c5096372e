import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import MenuIcon from 'lucide-react/icons/menu';
import XIcon from 'lucide-react/icons/x';
import MessageCircle from 'lucide-react/icons/message-circle';
import { ButtonLink } from '../../components/ButtonLink';
import { NavMenu } from '../NavMenu';
import { headerGroups, headerLinks } from '../navigation';
import {
  Actions,
  Bar,
  Brand,
  DesktopNav,
  Inner,
  MenuButton,
  MobileActions,
  MobileGroup,
  MobilePanel,
  NavLinkStyled,
  SkipLink,
} from './SiteHeader.styles';

/** Marketing header: links, the Solutions / Product / Resources menus, 'Log in' and 'Try for Free', mobile menu. */
export function SiteHeader() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        mobileButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <Bar>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <Inner>
        <Brand as={Link} to="/" aria-label="Wacrm home">
          <MessageCircle aria-hidden="true" size={26} />
          <span aria-hidden="true">Wacrm</span>
        </Brand>

        <DesktopNav aria-label="Main">
          <ul>
            <li>
              <NavLinkStyled as={NavLink} to="/" end>
                Home
              </NavLinkStyled>
            </li>
            {headerGroups.map((group) => (
              <li key={group.label}>
                <NavMenu
                  group={group}
                  open={openMenu === group.label}
                  onOpenChange={(open) =>
                    setOpenMenu((current) => (open ? group.label : current === group.label ? null : current))
                  }
                />
              </li>
            ))}
            {headerLinks
              .filter((link) => link.to !== '/')
              .map((link) => (
                <li key={link.to}>
                  <NavLinkStyled as={NavLink} to={link.to}>
                    {link.label}
                  </NavLinkStyled>
                </li>
              ))}
          </ul>
        </DesktopNav>

        <Actions>
          <ButtonLink to="/auth/login" variant="ghost">
            Log in
          </ButtonLink>
          <ButtonLink to="/auth/login">Try for Free</ButtonLink>
        </Actions>

        <MenuButton
          ref={mobileButtonRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <XIcon aria-hidden="true" size={20} /> : <MenuIcon aria-hidden="true" size={20} />}
          Menu
        </MenuButton>
      </Inner>

      {mobileOpen && (
        <MobilePanel
          id={panelId}
          aria-label="Mobile"
          onClick={(event) => {
            // Following any link closes the menu.
            if ((event.target as Element).closest('a')) setMobileOpen(false);
          }}
        >
          <ul>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {headerGroups.map((group) => (
            <MobileGroup key={group.label}>
              <p id={`${panelId}-${group.label}`}>{group.label}</p>
              <ul aria-labelledby={`${panelId}-${group.label}`}>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </MobileGroup>
          ))}
          <MobileActions>
            <ButtonLink to="/auth/login" variant="secondary">
              Log in
            </ButtonLink>
            <ButtonLink to="/auth/login">Try for Free</ButtonLink>
          </MobileActions>
        </MobilePanel>
      )}
    </Bar>
  );
}
