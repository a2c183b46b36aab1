import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import users from './resources/users';

export function App() {
  return (
    <Admin
      basename="/admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      title="Cena Admin"
      requireAuth
    >
      <Resource name="users" {...users} />
    </Admin>
  );
}
