import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startInspectorIfAsked } from './app/inspect';
import { routeTable } from './app/route-table';
import './styles/global.css';

void startInspectorIfAsked().then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  const router = createBrowserRouter(routeTable);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
