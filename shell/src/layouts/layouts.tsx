// The page frames of the route table. The shell draws navbar, breadcrumbs, main and footer; the admin
// remote draws its own dark layout, so 'admin' and 'admin-auth' get a bare frame.
import type { ComponentType, ReactNode } from 'react';
import { Container, type LayoutName } from '@hiroba/shared-ui';
import { BreadcrumbsBar } from '../chrome/breadcrumbs-bar';
import { PaymentFailedBanner } from '../chrome/payment-failed-banner';
import { ScrollToTopButton } from '../chrome/scroll-to-top-button';
import { Footer } from '../footer/footer';
import { Navbar } from '../navbar/navbar';
import { useLoginCheck } from './use-login-check';
import classes from './layouts.module.css';

type Layout = ComponentType<{ children: ReactNode }>;

function Main({ narrow = false, crumbs = false, children }: { narrow?: boolean; crumbs?: boolean; children: ReactNode }) {
  return (
    <Container component="main" id="main" tabIndex={-1} size={narrow ? 'xs' : 'xl'} className={crumbs ? `${classes.main} ${classes.withCrumbs}` : classes.main}>
      {/* The trail is inside main, above the page: when a page drawn in the browser sets a trail that
          takes two lines on a phone, the trail grows where the page is being drawn, and main, which
          was already on screen, does not move (no layout shift). Its first line is kept before. */}
      {crumbs && (
        <div className={classes.crumbs}>
          <BreadcrumbsBar />
        </div>
      )}
      {children}
    </Container>
  );
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  useLoginCheck();
  return (
    <div className={classes.page}>
      <Navbar />
      <Main crumbs>
        <PaymentFailedBanner />
        {children}
      </Main>
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
