import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import i18n from './i18n';
import { App } from './app';
import { applyStoredTheme } from './lib/theme';

applyStoredTheme();
document.documentElement.lang = i18n.language;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
