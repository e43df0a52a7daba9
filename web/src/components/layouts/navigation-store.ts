import { create } from 'zustand';

/** UI state of the header menus (never server data). */
interface NavigationState {
  mobileMenuOpen: boolean;
  programsMenuOpen: boolean;
  setMobileMenuOpen: (open: boolean) => void;
  setProgramsMenuOpen: (open: boolean) => void;
  closeMenus: () => void;
}

export const useNavigationStore = create<NavigationState>()((set) => ({
  mobileMenuOpen: false,
  programsMenuOpen: false,
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  setProgramsMenuOpen: (programsMenuOpen) => set({ programsMenuOpen }),
  closeMenus: () => set({ mobileMenuOpen: false, programsMenuOpen: false }),
}));
