// React Router reaches the apps only through shared-ui, like Mantine (docs/CONTRACT.md): a shared
// singleton ships whole (about 60 KiB gzip for react-router 7), while re-exporting the parts we use
// from the shared-ui singleton ships only those and still gives every remote the shell's one router
// context. Add a name here when an app needs it.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink as RouterNavLink,
  Navigate,
  Outlet,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps as RouterNavLinkProps, Location, NavigateFunction, PathMatch } from 'react-router';
