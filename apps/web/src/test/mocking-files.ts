/**
 * The web test files that replace modules with vi.mock: they run isolated (web-isolated in the root
 * vitest.config.ts), with a module registry and a jsdom of their own; every other file shares its worker's
 * (apps/web/vitest.config.ts). isolation.test.ts fails when a file mocks modules without being listed here.
 */
export const WEB_MOCKING_FILES = [
  'src/components/image/CroppedPictureField.test.tsx',
  // Also sets the page's captured server HTML and the loaded sanitizer, module state no other file may see.
  'src/components/content/SafeHtml.test.tsx',
  'src/features/discovery/components/EventFilterBar.test.tsx',
  'src/features/discovery/routes/AllEventsPage.test.tsx',
  'src/features/checkin/routes/DoorPage.test.tsx',
  'src/features/events/routes/EventDetailPage.test.tsx',
  'src/features/organizer/routes/EventWizardImages.test.tsx',
  'src/features/accounts/routes/AuthPage.test.tsx',
  'src/features/ticketing/components/BasketChallenge.test.tsx',
  'src/features/ticketing/routes/PurchasedTicketsPage.test.tsx',
];
