// The site header (docs/product.md#navigation-bar): site name, main links, keyword search, the person's
// actions, reading settings and the full menu. One header for every width; CSS rearranges it for phones.
import { Link, NavLink } from 'react-router-dom';
import { Container, pagePath } from '@hiroba/shared-ui';
import { AccountActions } from './account-actions';
import { MenuDrawer } from './menu-drawer';
import { MAIN_LINKS } from './nav-links';
import { NavbarBell } from './navbar-bell';
import { ReadingPrefsButton } from './reading-prefs-button';
import { SearchBox } from './search-box';
import classes from './navbar.module.css';

export function Navbar() {
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to={pagePath('top')} className={classes.siteName}>
          障害福祉Q&amp;Aひろば
        </Link>
        <div className={classes.actions}>
          <AccountActions />
          <ReadingPrefsButton />
        </div>
        <div className={classes.menus}>
          <NavbarBell />
          <MenuDrawer />
        </div>
        <nav aria-label="主なページ" className={classes.mainNav}>
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === pagePath('top')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={classes.search}>
          <SearchBox />
        </div>
      </Container>
    </header>
  );
}
