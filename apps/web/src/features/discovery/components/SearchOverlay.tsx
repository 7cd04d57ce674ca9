import '../../../components/form-styles';
import { Loader, Modal, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { SEARCH } from '@marquee/contract';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { isSearchable, useSearchMultiple } from '../api/search-multiple';
import classes from './SearchOverlay.module.css';
import { SearchResultRow } from './SearchResultRow';
import { moveActive, type SearchGroupKind, type SearchOption, toSearchOptions } from './search-options';

const GROUP_LABELS: Record<SearchGroupKind, string> = {
  event: 'DISCOVERY.SEARCH_EVENTS',
  profile: 'DISCOVERY.SEARCH_PROFILES',
  article: 'DISCOVERY.SEARCH_ARTICLES',
};

interface SearchOverlayProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The search bar overlay (spec 1 §2, §5, §9): a combobox whose listbox holds events, profiles and
 * articles from GET /search/multiple, asked 1 s after typing stops and only for 2+ characters. The
 * input keeps focus; arrow keys move the active option (aria-activedescendant), Enter opens it,
 * Escape closes the dialog. The modal traps focus while open.
 */
export function SearchOverlay({ opened, onClose }: SearchOverlayProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');
  const listboxId = useId();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, SEARCH.debounceMs);
  const searchable = isSearchable(debounced);
  const results = useSearchMultiple(debounced);
  const options = useMemo(
    () => (searchable ? toSearchOptions(results.data, language) : []),
    [searchable, results.data, language],
  );
  const [active, setActive] = useState(-1);
  const activeOption = options[active];
  const list = useRef<HTMLDivElement>(null);

  // New results: nothing is active until the visitor moves into the list.
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    setActive(-1);
  }

  useEffect(() => {
    if (!activeOption) return;
    const selector = `#${CSS.escape(optionDomId(listboxId, activeOption))}`;
    list.current?.querySelector(selector)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption, listboxId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      navigate(activeOption.href);
    }
  };

  const waiting = isSearchable(value) && (value !== debounced || results.isFetching);
  const settled = searchable && !waiting && results.isSuccess;
  let status = '';
  if (!isSearchable(value))
    status = value.trim() ? t('DISCOVERY.SEARCH_MIN_LENGTH', { min: SEARCH.minLength }) : '';
  else if (waiting) status = t('DISCOVERY.SEARCHING');
  else if (results.isError) status = t('DISCOVERY.SEARCH_FAILED');
  else if (settled)
    status =
      options.length > 0 ? t('DISCOVERY.RESULTS_COUNT', { count: options.length }) : t('SEARCH.NO_RESULTS');

  const groups = (['event', 'profile', 'article'] as const)
    .map((kind) => ({ kind, options: options.filter((option) => option.kind === kind) }))
    .filter((group) => group.options.length > 0);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('DISCOVERY.SEARCH_TITLE')}
      size="lg"
      fullScreen={phone}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      data-testid="search-overlay"
    >
      <TextInput
        data-autofocus
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        type="search"
        role="combobox"
        aria-label={t('DISCOVERY.SEARCH_LABEL')}
        placeholder={t('DISCOVERY.SEARCH_PLACEHOLDER')}
        aria-expanded={options.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-describedby={`${listboxId}-hint`}
        aria-activedescendant={activeOption ? optionDomId(listboxId, activeOption) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        rightSection={waiting ? <Loader size="xs" aria-hidden="true" /> : null}
        data-testid="search-input"
      />
      <Text size="sm" c="dimmed" mt="xs" role="status" aria-live="polite" data-testid="search-status">
        {status}
      </Text>
      <div
        ref={list}
        id={listboxId}
        role="listbox"
        aria-label={t('DISCOVERY.SEARCH_RESULTS')}
        className={classes.results}
        hidden={options.length === 0}
      >
        {groups.map((group) => {
          const labelId = `${listboxId}-${group.kind}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an option group of a listbox; a fieldset holds form controls
            <div key={group.kind} role="group" aria-labelledby={labelId} className={classes.group}>
              <div id={labelId} role="presentation" className={classes.groupLabel}>
                {t(GROUP_LABELS[group.kind])}
              </div>
              {group.options.map((option) => (
                <Link
                  key={option.id}
                  id={optionDomId(listboxId, option)}
                  to={option.href}
                  role="option"
                  tabIndex={-1}
                  aria-selected={option === activeOption}
                  className={classes.option}
                  onMouseMove={() => setActive(options.indexOf(option))}
                  data-testid="search-option"
                >
                  <SearchResultRow option={option} />
                </Link>
              ))}
            </div>
          );
        })}
      </div>
      <VisuallyHidden id={`${listboxId}-hint`}>{t('DISCOVERY.SEARCH_HINT')}</VisuallyHidden>
    </Modal>
  );
}

/** DOM id of an option (useId ids contain colons, so lookups escape them). */
function optionDomId(listboxId: string, option: SearchOption): string {
  return `${listboxId}-${option.id}`;
}
