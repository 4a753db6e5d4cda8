import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';

/** The desktop sidebar's collapsed choice, remembered in localStorage. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [isCollapsed, setIsCollapsed] = useState(
    () => localStorage.getItem(STORAGE_KEYS.sidebarCollapsed) === 'true',
  );
  const toggle = useCallback(() => {
    setIsCollapsed((was) => {
      localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, String(!was));
      return !was;
    });
  }, []);
  return [isCollapsed, toggle];
}
