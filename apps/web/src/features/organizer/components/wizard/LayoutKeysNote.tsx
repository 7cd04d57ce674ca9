import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  categoryKeyUse,
  type EventManagement,
  type ManagedTicketCategory,
  missingCategoryKeys,
} from '@marquee/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayout } from '../../../venue-editor';
import { createTicketCategory } from '../../api/create-ticket-category';
import { saveErrorMessage } from '../../model/messages';

/** Where the publish error for layout keys without a category links to (the tickets step). */
export const LAYOUT_KEYS_ANCHOR = 'layout-categories';

/**
 * The layout's places by category key, checked against the event's categories: a key no category has (a
 * reused hall drawn for other events, an old draft) is named with a one-tap fix that creates it, and a
 * category the layout uses but nobody priced yet is named too — its places cannot be sold. This is the
 * exact fix the publish error links to.
 */
export function LayoutKeysNote({
  event,
  categories,
  onCreated,
}: {
  event: EventManagement;
  categories: readonly ManagedTicketCategory[];
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const layout = useLayout(event.Id, event.VenueConfigurationId);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { hash } = useLocation();
  const use = layout.data ? categoryKeyUse(layout.data) : new Map<string, number>();
  const missing = layout.data ? missingCategoryKeys(layout.data, categories) : [];
  const unpriced = categories.filter((category) => use.has(category.Key) && category.BasePrices.length === 0);
  const shown = Boolean(event.VenueConfigurationId) && (missing.length > 0 || unpriced.length > 0);
  useEffect(() => {
    // Arriving from the publish error's link: the fix is what the organizer came for.
    if (shown && hash === `#${LAYOUT_KEYS_ANCHOR}`)
      document.getElementById(LAYOUT_KEYS_ANCHOR)?.scrollIntoView?.({ block: 'center' });
  }, [shown, hash]);
  if (!shown) return null;

  const create = async (key: string) => {
    setBusy(key);
    setFailure(null);
    try {
      await createTicketCategory(event.Id, event.VenueConfigurationId ?? event.Id, { Name: key, Key: key });
      onCreated();
    } catch (error) {
      setFailure(saveErrorMessage(t, error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert
      id={LAYOUT_KEYS_ANCHOR}
      color={missing.length > 0 ? 'red' : 'yellow'}
      title={t('ORGANIZER.TICKETS.LAYOUT_KEYS.TITLE')}
      data-testid="layout-keys"
    >
      <Stack gap="xs">
        {missing.map((key) => (
          <Group key={key} gap="xs" justify="space-between" data-testid="missing-key" data-key={key}>
            <Text size="sm">
              <Badge variant="outline" color="red" tt="none" mr={6}>
                {key}
              </Badge>
              {t('ORGANIZER.TICKETS.LAYOUT_KEYS.MISSING', { count: use.get(key) ?? 0 })}
            </Text>
            <Button
              size="xs"
              variant="light"
              loading={busy === key}
              onClick={() => void create(key)}
              data-testid={`create-key-${key}`}
            >
              {t('ORGANIZER.TICKETS.LAYOUT_KEYS.CREATE', { key })}
            </Button>
          </Group>
        ))}
        {unpriced.map((category) => (
          <Text size="sm" key={category._id} data-testid="unpriced-key" data-key={category.Key}>
            {t('ORGANIZER.TICKETS.LAYOUT_KEYS.UNPRICED', {
              name: category.Name,
              key: category.Key,
              count: use.get(category.Key) ?? 0,
            })}
          </Text>
        ))}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
