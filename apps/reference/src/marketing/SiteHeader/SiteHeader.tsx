import { Icon, shapes } from '../../components/Icon';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { NavMenu } from '../NavMenu';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { headerGroups, headerLinks } from '../navigation';

/** Marketing header: links, the Solutions / Product / Resources menus, 'Log in' and 'Try for Free', mobile menu. */
export function SiteHeader() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeMobile = () => setMobileOpen(false);

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
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/" aria-label="Wacrm home">
          <Icon node={shapes.MessageCircle} size={26} />
          <span aria-hidden="true">Wacrm</span>
        </Link>

        <nav className="site-header__nav" aria-label="Main">
          <ul>
            <li>
              <NavLink className="site-header__link" to="/" end>
                Home
              </NavLink>
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
                  <NavLink className="site-header__link" to={link.to}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <LanguageSwitch className="language-switch" />
          <ButtonLink to="/auth/login" variant="ghost">
            Log in
          </ButtonLink>
          <ButtonLink to="/auth/login">Try for Free</ButtonLink>
        </div>

        <button
          className="site-header__menu-button"
          ref={mobileButtonRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <Icon node={shapes.X} size={20} /> : <Icon node={shapes.Menu} size={20} />}
          Menu
        </button>
      </div>

      {mobileOpen && (
        <nav className="mobile-nav" id={panelId} aria-label="Mobile">
          <ul>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={closeMobile}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {headerGroups.map((group) => (
            <div className="mobile-nav__group" key={group.label}>
              <p id={`${panelId}-${group.label}`}>{group.label}</p>
              <ul aria-labelledby={`${panelId}-${group.label}`}>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to} onClick={closeMobile}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="mobile-nav__actions">
            <LanguageSwitch className="language-switch" />
            <ButtonLink to="/auth/login" variant="secondary" onClick={closeMobile}>
              Log in
            </ButtonLink>
            <ButtonLink to="/auth/login" onClick={closeMobile}>
              Try for Free
            </ButtonLink>
          </div>
        </nav>
      )}
    </header>
  );
}
