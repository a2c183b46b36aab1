import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setAuthNavigate } from '../auth-service';

/** Lets the auth flows (which run outside components) navigate, e.g. to /dashboard. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthNavigate((to) => void navigate(to));
    return () => setAuthNavigate(null);
  }, [navigate]);
  return null;
}
