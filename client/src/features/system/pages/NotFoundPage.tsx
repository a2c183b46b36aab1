import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="centered">
      <h1>Page Not Found</h1>
      <Link to="/">{t('nav.home')}</Link>
    </main>
  );
}
