import { Icon, shapes } from '../../components/Icon';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { NavMenu } from '../NavMenu';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { headerGroups, headerLinks } from '../navigation';
import { useAppText } from '../../i18n/AppLocale';
import { componentText } from '../../components/componentText';
import { siteText } from '../siteText';

/** Marketing header: links, the Solutions / Product / Resources menus, 'Log in' and 'Try for Free', mobile menu. */
export function SiteHeader() {
  const text = useAppText(siteText);
  const common = useAppText(componentText);
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
        {text.siteSkipToMain}
      </a>
      <div className="site-header__inner">
        <Link className="site-header__brand" to="/" aria-label={common.commonBrandHome}>
          <Icon node={shapes.MessageCircle} size={26} />
          <span aria-hidden="true">Wacrm</span>
        </Link>

        <nav className="site-header__nav" aria-label={text.siteNavMain}>
          <ul>
            <li>
              <NavLink className="site-header__link" to="/" end>
                {text.siteHome}
              </NavLink>
            </li>
            {headerGroups.map((group) => (
              <li key={group.id}>
                <NavMenu
                  group={group}
                  open={openMenu === group.id}
                  onOpenChange={(open) =>
                    setOpenMenu((current) => (open ? group.id : current === group.id ? null : current))
                  }
                />
              </li>
            ))}
            {headerLinks
              .filter((link) => link.to !== '/')
              .map((link) => (
                <li key={link.to}>
                  <NavLink className="site-header__link" to={link.to}>
                    {text[link.label]}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>

        <div className="site-header__actions">
          <LanguageSwitch className="language-switch" />
          <ButtonLink to="/auth/login" variant="ghost">
            {text.siteLogIn}
          </ButtonLink>
          <ButtonLink to="/auth/login">{text.siteTryForFree}</ButtonLink>
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
          {text.siteMenu}
        </button>
      </div>

      {mobileOpen && (
        <nav className="mobile-nav" id={panelId} aria-label={text.siteNavMobile}>
          <ul>
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={closeMobile}>
                  {text[link.label]}
                </NavLink>
              </li>
            ))}
          </ul>
          {headerGroups.map((group) => (
            <div className="mobile-nav__group" key={group.id}>
              <p id={`${panelId}-${group.id}`}>{text[group.label]}</p>
              <ul aria-labelledby={`${panelId}-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={closeMobile}>
                      {text[item.label]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="mobile-nav__actions">
            <LanguageSwitch className="language-switch" />
            <ButtonLink to="/auth/login" variant="secondary" onClick={closeMobile}>
              {text.siteLogIn}
            </ButtonLink>
            <ButtonLink to="/auth/login" onClick={closeMobile}>
              {text.siteTryForFree}
            </ButtonLink>
          </div>
        </nav>
      )}
    </header>
  );
}
