import { createBrowserRouter, type RouteObject } from 'react-router';
import { withChunkTimeout } from './chunk-timeout';
import { RootLayout, RouteFallback } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { NOT_FOUND_ROUTE, ROUTE_TABLE, type RouteSpec } from './route-table';

function toRoutes(spec: RouteSpec): RouteObject[] {
  const load = withChunkTimeout(spec.load);
  // Each page is its own chunk; `handle` stays static so the shell knows the frame before it loads.
  return spec.paths.map((path) => ({ path, handle: spec.layout, lazy: load }));
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      // A failure in the frame itself (not only in a page) still gets the friendly retry screen.
      errorElement: <RouteErrorPage />,
      // Shown while the first page's chunk loads (later navigations keep the frame and show a bar).
      HydrateFallback: RouteFallback,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...ROUTE_TABLE, NOT_FOUND_ROUTE].flatMap(toRoutes),
        },
      ],
    },
  ]);
}
