// What the portal provides to the share scope as 'react-router-dom' (see webpack.js). A shared module
// cannot be tree-shaken (any remote may use any export), and the whole library is ~60 KB gzip, most of
// it data routers, server rendering and cookies we never run. Re-exporting the names the apps use lets
// webpack shake the rest while every app still gets the one router instance (same contexts).
// scripts/check-router-exports.test.mjs fails when app code imports a name missing here.
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
