import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../model/event-view';
import classes from './ViewToggle.module.css';

const VIEWS: { value: EventView; key: string }[] = [
  { value: 'list', key: 'DISCOVERY.VIEW_LIST' },
  { value: 'map', key: 'DISCOVERY.VIEW_MAP' },
];

/**
 * List / Map switch: a labelled group of native radios (arrow keys move between them) drawn as a
 * segmented control in CSS. Mantine's SegmentedControl measured its sliding indicator with layout reads
 * during the page's start-up, the all-events page's largest piece of main-thread work.
 */
export function ViewToggle({ view, onChange }: { view: EventView; onChange: (view: EventView) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('DISCOVERY.VIEW')}
      className={classes.group}
      data-testid="view-toggle"
    >
      {VIEWS.map(({ value, key }) => (
        <label key={value} className={classes.option}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={view === value}
            onChange={() => onChange(value)}
            className={classes.input}
          />
          <span className={classes.label}>{t(key)}</span>
        </label>
      ))}
    </div>
  );
}
