import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { initFirebase } from './app/firebase';
import { initI18n } from './app/i18n';
import { createRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtime-config';
import { makeStore } from './app/store';
import './styles.css';

async function start() {
  initI18n();
  initFirebase(await loadRuntimeConfig());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={createRouter()} />
      </Provider>
    </StrictMode>,
  );
}

void start();
