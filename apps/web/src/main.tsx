import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyLanguage, bootLanguage, initI18n } from '@/i18n';
import { applyTheme, readTheme } from '@/lib/theme';
import '@/styles/theme.css';

// Theme and language before the first paint, so the loader already looks and reads right.
applyTheme(readTheme());
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

applyLanguage(bootLanguage()).then(render, render);
