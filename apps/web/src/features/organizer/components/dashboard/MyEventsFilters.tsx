import { Chip, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyEventsFilters as Filters } from '../../api/get-my-events';

interface MyEventsFiltersProps {
  value: Filters;
  /** The search text as typed (the query uses it debounced). */
  search: string;
  onSearch: (text: string) => void;
  onChange: (next: Filters) => void;
}

/** Spec 3 §5 "Event list filter": timeline empty, Future or Past; statuses PUBLISHED or DRAFT. */
export function MyEventsFilters({ value, search, onSearch, onChange }: MyEventsFiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch, page: 0 });
  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('ORGANIZER.DASHBOARD.SEARCH')}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
          data-testid="my-events-search"
        />
        <SegmentedControl
          aria-label={t('ORGANIZER.DASHBOARD.TIMELINE')}
          value={value.eventBegin || 'all'}
          onChange={(next) => set({ eventBegin: next === 'all' ? '' : (next as 'Future' | 'Past') })}
          data={[
            { value: 'all', label: t('ORGANIZER.DASHBOARD.TIMELINE_ALL') },
            { value: 'Future', label: t('ORGANIZER.DASHBOARD.TIMELINE_FUTURE') },
            { value: 'Past', label: t('ORGANIZER.DASHBOARD.TIMELINE_PAST') },
          ]}
        />
      </Group>
      <Chip.Group
        multiple
        value={value.statuses}
        onChange={(statuses) => set({ statuses: statuses as Filters['statuses'] })}
      >
        <Group gap="xs" role="group" aria-label={t('ORGANIZER.DASHBOARD.STATUSES')}>
          <Chip value="PUBLISHED">{t('ORGANIZER.STATUS.PUBLISHED')}</Chip>
          <Chip value="DRAFT">{t('ORGANIZER.STATUS.DRAFT')}</Chip>
        </Group>
      </Chip.Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Select
          label={t('ORGANIZER.DASHBOARD.ORDER')}
          value={value.order ?? 'auto'}
          allowDeselect={false}
          onChange={(order) => set({ order: order === 'asc' || order === 'desc' ? order : null })}
          data={[
            { value: 'auto', label: t('ORGANIZER.DASHBOARD.ORDER_AUTO') },
            { value: 'asc', label: t('ORGANIZER.DASHBOARD.ORDER_ASC') },
            { value: 'desc', label: t('ORGANIZER.DASHBOARD.ORDER_DESC') },
          ]}
        />
        <TextInput
          type="date"
          label={t('ORGANIZER.DASHBOARD.FROM')}
          value={value.from}
          onChange={(event) => set({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('ORGANIZER.DASHBOARD.TILL')}
          value={value.till}
          onChange={(event) => set({ till: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
