import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Landing } from './components/landing';
import { Layout } from './components/layout';
import { tokenStore } from './lib/api';
import { PAGES } from './pages/registry';
import SignIn from './pages/sign-in';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

function RequireSession({ children }: { children: React.ReactNode }) {
  return tokenStore.get() ? children : <Navigate to="/sign-in" replace />;
}

const pageRoutes: RouteObject[] = PAGES.map((page) => {
  const Page = lazy(page.load);
  return {
    path: page.path,
    element: (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    ),
  };
});

const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignIn /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Layout />
        </RequireSession>
      ),
      children: [{ index: true, element: <Landing /> }, ...pageRoutes],
    },
  ],
  { basename: '/admin' },
);

export function App() {
  // A 401 anywhere (expired or revoked token) returns to the sign-in page.
  useEffect(() => {
    const out = () => void router.navigate('/sign-in');
    window.addEventListener('console:signed-out', out);
    return () => window.removeEventListener('console:signed-out', out);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
