import type { ComponentType } from 'react';

/**
 * The signed-in workspace's pages (organizer dashboard, event wizard, venue editor, account settings,
 * profile creation). Each `import()` here carries the list of files Vite preloads with that page — for
 * the organizer pages 40–90 chunks and stylesheets each — and in router.tsx those lists were part of the
 * entry chunk, downloaded by every visitor (~2 kB gzip of first-load JS). Behind this module they load
 * with the first navigation into the workspace, one small chunk ahead of the page itself.
 */
export const workspacePages = {
  'account-settings': () =>
    import('../features/accounts/routes/AccountSettingsPage').then((m) => m.AccountSettingsPage),
  'email-notifications': () =>
    import('../features/accounts/routes/EmailNotificationsPage').then((m) => m.EmailNotificationsPage),
  'create-profile': () =>
    import('../features/profiles/routes/CreateProfilePage').then((m) => m.CreateProfilePage),
  dashboard: () => import('../features/organizer/routes/DashboardPage').then((m) => m.DashboardPage),
  coupons: () => import('../features/coupons/routes/CouponsPage').then((m) => m.CouponsPage),
  'profile-content': () =>
    import('../features/profile-content/routes/ProfileContentPage').then((m) => m.ProfileContentPage),
  'venue-editor': () =>
    import('../features/venue-editor/routes/VenueEditorPage').then((m) => m.VenueEditorPage),
  'seat-blocks': () => import('../features/organizer/routes/SeatBlocksPage').then((m) => m.SeatBlocksPage),
  'event-wizard': () => import('../features/organizer/routes/EventWizardPage').then((m) => m.EventWizardPage),
  // Door check-in (issue 17). The door scanner is no workspace page, but its chunk's preload list (camera
  // scanner, storage) belongs off the entry just the same.
  checkin: () => import('../features/checkin/routes/CheckinPage').then((m) => m.CheckinPage),
  door: () => import('../features/checkin/routes/DoorPage').then((m) => m.DoorPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type WorkspacePage = keyof typeof workspacePages;
