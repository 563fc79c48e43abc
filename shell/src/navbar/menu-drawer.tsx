// The full site menu behind one button (a burger on phones): every link of the navigation
// (docs/product.md#menu-links), grouped, plus the account actions and reading settings that do not fit a
// phone's header.
import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import {
  Burger,
  Drawer,
  EARLY_PRESS,
  Stack,
  Title,
  useDisclosure,
  ReadingPrefsControl,
  loadOverlays,
  loadReadingPrefsControl,
  useEarlyPress,
} from '@hiroba/shared-ui';
import { selectRole, useSession } from '@hiroba/api-client';
import { useTaxonomy } from '../taxonomy/taxonomy-store';
import { AccountActions } from './account-actions';
import { menuGroups } from './nav-links';
import classes from './navbar.module.css';

// The drawer and, inside it on phones, the reading settings load on the first opening.
const preload = () => void Promise.all([loadOverlays(), loadReadingPrefsControl()]).catch(() => undefined);

export function MenuDrawer() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const role = useSession(selectRole);
  const categories = useTaxonomy((s) => s.categories);
  const burgerRef = useRef<HTMLButtonElement>(null);
  useEarlyPress(burgerRef, toggle);

  return (
    <>
      {/* A pointer or the focus on the button starts loading the drawer's code sooner. */}
      <Burger
        ref={burgerRef}
        {...EARLY_PRESS}
        opened={opened}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label="メニュー"
        aria-expanded={opened}
      />
      <Drawer opened={opened} onClose={close} title="メニュー" position="right" size="sm">
        <Stack gap="lg">
          <div className={classes.drawerOnlyOnPhone}>
            <Stack gap="sm">
              <AccountActions stacked />
              <ReadingPrefsControl direction="column" />
            </Stack>
          </div>
          {menuGroups(role, categories).map((group) => (
            <nav key={group.title} aria-labelledby={`menu-${group.title}`}>
              <Title order={2} size="h5" id={`menu-${group.title}`} mb={4}>
                {group.title}
              </Title>
              <ul className={classes.menuList}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end onClick={close} className={classes.menuLink}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
