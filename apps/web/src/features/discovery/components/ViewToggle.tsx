import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../model/event-view';

/** List / Map switch: a labelled radio group (Mantine's segmented control is native radios underneath). */
export function ViewToggle({ view, onChange }: { view: EventView; onChange: (view: EventView) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('DISCOVERY.VIEW')}
      value={view}
      onChange={(value) => onChange(value === 'map' ? 'map' : 'list')}
      data={[
        { value: 'list', label: t('DISCOVERY.VIEW_LIST') },
        { value: 'map', label: t('DISCOVERY.VIEW_MAP') },
      ]}
      data-testid="view-toggle"
    />
  );
}
