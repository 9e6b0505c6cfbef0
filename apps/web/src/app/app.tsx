import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The router is created only once the status gate lets the site through. */
function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
