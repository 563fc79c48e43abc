// The page frames of the route table. The shell draws navbar, breadcrumbs, main and footer; the admin
// remote draws its own dark layout, so 'admin' and 'admin-auth' get a bare frame.
import type { ComponentType, ReactNode } from 'react';
import { Container, type LayoutName } from '@hiroba/shared-ui';
import { BreadcrumbsBar } from '../chrome/breadcrumbs-bar';
import { ScrollToTopButton } from '../chrome/scroll-to-top-button';
import { Footer } from '../footer/footer';
import { Navbar } from '../navbar/navbar';
import { useLoginCheck } from './use-login-check';
import classes from './layouts.module.css';

type Layout = ComponentType<{ children: ReactNode }>;

function Main({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <Container component="main" id="main" tabIndex={-1} size={narrow ? 'xs' : 'xl'} className={classes.main}>
      {children}
    </Container>
  );
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  useLoginCheck();
  return (
    <div className={classes.page}>
      <Navbar />
      {/* The trail's line is kept before the page sets it, so main does not move down when it does. */}
      <div className={classes.crumbs}>
        <BreadcrumbsBar />
      </div>
      <Main>{children}</Main>
      <ScrollToTopButton />
      <Footer />
    </div>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Navbar />
      <Main narrow>{children}</Main>
      <Footer />
    </div>
  );
}

export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Navbar />
      <Main>{children}</Main>
      <Footer />
    </div>
  );
}

/** mf_admin draws everything itself, its <main> included. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const LAYOUTS: Record<LayoutName, Layout> = {
  default: DefaultLayout,
  auth: AuthLayout,
  empty: EmptyLayout,
  admin: BareLayout,
  'admin-auth': BareLayout,
};
