import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigationStore } from './navigation-store';

/** Any route change closes the header menus. */
export function useCloseMenusOnNavigate(): void {
  const { pathname } = useLocation();
  const closeMenus = useNavigationStore((s) => s.closeMenus);
  useEffect(() => {
    closeMenus();
  }, [pathname, closeMenus]);
}
