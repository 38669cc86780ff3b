import { createBrowserRouter, Navigate } from 'react-router';
import { ProductsPage } from './products/ProductsPage.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { NotFoundPage } from './public/NotFoundPage.tsx';

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      // until the landing page exists, / opens the products table
      { index: true, element: <Navigate to="/products" replace /> },
      { path: 'products', element: <ProductsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
