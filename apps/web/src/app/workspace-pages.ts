import type { ComponentType } from 'react';
import { loadAccountSettingsPage, loadEmailNotificationsPage } from '../features/accounts/workspace-pages';
import { loadArticleWorkspacePage } from '../features/articles/workspace-pages';
import { loadCheckinPage, loadDoorPage } from '../features/checkin/workspace-pages';
import { loadCouponsPage } from '../features/coupons/workspace-pages';
import {
  loadEventOrdersPage,
  loadEventStatisticsPage,
  loadInsightOverviewPage,
} from '../features/insight/workspace-pages';
import {
  loadDashboardPage,
  loadEventWizardPage,
  loadSeatBlocksPage,
} from '../features/organizer/workspace-pages';
import { loadParticipationPage } from '../features/participation/workspace-pages';
import { loadPaymentSettingsPage } from '../features/payment-settings/workspace-pages';
import { loadProfileContentPage } from '../features/profile-content/workspace-pages';
import { loadCreateProfilePage } from '../features/profiles/workspace-pages';
import {
  loadEventRegistrationPage,
  loadQuestionnaireEditorPage,
  loadQuestionnairesPage,
} from '../features/questionnaires/workspace-pages';
import { loadMyStreamsPage, loadStreamEditorPage } from '../features/streams/workspace-pages';
import { loadVenueEditorPage } from '../features/venue-editor/workspace-pages';

/**
 * The signed-in workspace's pages (organizer dashboard, event wizard, venue editor, account settings,
 * profile creation). Each page's `import()` (in its feature's workspace-pages.ts) carries the list of files
 * Vite preloads with that page — for the organizer pages 40–90 chunks and stylesheets each — and in
 * router.tsx those lists were part of the entry chunk, downloaded by every visitor (~2 kB gzip of
 * first-load JS). Behind this module they load with the first navigation into the workspace, one small
 * chunk ahead of the page itself.
 */
export const workspacePages = {
  'account-settings': loadAccountSettingsPage,
  'email-notifications': loadEmailNotificationsPage,
  'create-profile': loadCreateProfilePage,
  dashboard: loadDashboardPage,
  coupons: loadCouponsPage,
  'profile-content': loadProfileContentPage,
  'venue-editor': loadVenueEditorPage,
  'seat-blocks': loadSeatBlocksPage,
  'event-wizard': loadEventWizardPage,
  // Door check-in (issue 17). The door scanner is no workspace page, but its chunk's preload list (camera
  // scanner, storage) belongs off the entry just the same.
  checkin: loadCheckinPage,
  door: loadDoorPage,
  // Organizer insight (issue 18): statistics (also opened by share links), overview, orders.
  'insight-overview': loadInsightOverviewPage,
  'event-statistics': loadEventStatisticsPage,
  'event-orders': loadEventOrdersPage,
  // Ticket registration questionnaires (issue 19).
  questionnaires: loadQuestionnairesPage,
  'questionnaire-editor': loadQuestionnaireEditorPage,
  'event-registration': loadEventRegistrationPage,
  // The blogger's editor and article list (issue 21).
  articles: loadArticleWorkspacePage,
  // Listings by other organizers (issue 26).
  participation: loadParticipationPage,
  // The organizer's payment providers (issue 23).
  'payment-settings': loadPaymentSettingsPage,
  // The organizer's streams (issue 20).
  'my-streams': loadMyStreamsPage,
  'stream-editor': loadStreamEditorPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type WorkspacePage = keyof typeof workspacePages;
