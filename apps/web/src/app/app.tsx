import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { consumeUrlToken } from '@/features/auth';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * The router is created only once the status gate lets the site through. A `token` in the address
 * is taken first (auto-login), so the first route already sees the session.
 */
function AppRouter() {
  const [router] = useState(() => {
    void consumeUrlToken();
    return createAppRouter();
  });
  useEffect(() => {
    // Modals and flows live outside the router; they navigate through this.
    setNavigator((to, options) => void router.navigate(to, options));
    return () => setNavigator(null);
  }, [router]);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
