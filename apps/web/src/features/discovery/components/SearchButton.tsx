import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { withCatalogPart } from '../../../i18n/setup';

// The overlay (modal, combobox, result rows, its texts) is fetched on first use: the header is on
// every page's first load and its budget is nearly spent.
const loadOverlay = withCatalogPart('discovery', () =>
  import('./SearchOverlay').then((m) => ({ default: m.SearchOverlay })),
);
const SearchOverlay = lazy(loadOverlay);

function SearchIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="7" />
      <path d="m21 21-6-6" />
    </svg>
  );
}

/** The header's search toggle (spec 1 §2 Shell). The overlay closes on Escape and on any navigation. */
export function SearchButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // Any navigation (a chosen result, a link elsewhere, back) closes the overlay.
  useEffect(() => {
    if (pathname || search) setOpened(false);
  }, [pathname, search]);

  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  // Closed by the visitor (Escape, close button): focus goes back to the toggle. A navigation moves
  // focus to the new page instead, so it does not come through here.
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };

  return (
    <>
      <ActionIcon
        ref={button}
        variant="subtle"
        size="lg"
        onClick={open}
        // Start fetching the overlay as soon as the pointer or focus heads for it.
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        aria-label={t('SEARCH.OPEN')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-testid="search-toggle"
      >
        <SearchIcon />
      </ActionIcon>
      {used && (
        <Suspense fallback={null}>
          <SearchOverlay opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
