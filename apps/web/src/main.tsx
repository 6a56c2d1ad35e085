import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaceholderPage } from './placeholder-page';
import './placeholder-page.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PlaceholderPage />
    </StrictMode>,
  );
}
