import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startInspector } from './lib/inspector';
import { createAppStore } from './app/store';
import { applyThemeSettings, readTheme } from './lib/theme';

applyThemeSettings(readTheme());
void startInspector();

const store = createAppStore();
const container = document.getElementById('root');
if (!container) throw new Error('Missing <div id="root"> in index.html');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
