import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { useI18nProvider } from './i18nProvider';
import { AccessDenied } from './layout/AccessDenied';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { theme } from './layout/theme';
import { RESOURCES } from './sections';

/**
 * The back office at /admin. Screens are the folders of `resources/` (see sections.ts); each
 * becomes a `<Resource>` at `/admin/<folder>`. The router is a BrowserRouter based at /admin
 * (react-admin's own default is a HashRouter, which never matches a path basename).
 */
export function App() {
  const i18nProvider = useI18nProvider();
  if (!i18nProvider) return null;
  return (
    <BrowserRouter basename="/admin">
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        layout={Layout}
        loginPage={LoginPage}
        accessDenied={AccessDenied}
        theme={theme}
        title="Cena Admin"
        requireAuth
        disableTelemetry
      >
        {RESOURCES.map(({ name, definition }) => (
          <Resource key={name} name={name} {...definition} />
        ))}
      </Admin>
    </BrowserRouter>
  );
}
