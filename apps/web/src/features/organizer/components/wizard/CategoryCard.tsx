import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { type EventManagement, MAXIMUM_DATE, type ManagedTicketCategory } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../../lib/api/errors';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { addBasePrice } from '../../api/add-base-price';
import { deleteBasePrice } from '../../api/delete-base-price';
import { deleteTicketCategory } from '../../api/delete-ticket-category';
import { enterToRun } from '../../model/enter-to-run';
import { CODES } from '../../model/error-codes';
import { saveErrorMessage } from '../../model/messages';
import { draftInput, hasErrors, newWindowErrors } from '../../model/price-drafts';
import { CategoryNameEditor } from './CategoryNameEditor';
import { type PriceWindowDraft, type PriceWindowErrors, PriceWindowFields } from './PriceWindowFields';

interface CategoryCardProps {
  event: EventManagement;
  vc: string;
  category: ManagedTicketCategory;
  onChanged: () => void;
}

const emptyWindow: PriceWindowDraft = { price: null, from: '', till: '' };

/** One category: its price timeline, a new window (a wave), removing windows and the category. */
export function CategoryCard({ event, vc, category, onChanged }: CategoryCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<PriceWindowDraft>(emptyWindow);
  const [errors, setErrors] = useState<PriceWindowErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const zone = event.TimeZone;
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: event.Currency });
  const when = (iso: string) => formatEventDate(iso, language, zone);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onChanged();
      return true;
    } catch (error) {
      if (isApiRequestError(error) && error.Code === CODES.priceOverlap) {
        setErrors({ from: t('ORGANIZER.ERRORS.BASE_PRICE_OVERLAP') });
      } else setFailure(saveErrorMessage(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addWindow = async () => {
    const found = newWindowErrors(t, draft, category.BasePrices, zone, Date.now());
    setErrors(found);
    if (hasErrors(found)) return;
    if (await act(() => addBasePrice(event.Id, vc, category._id, draftInput(draft, zone))))
      setDraft(emptyWindow);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="category"
      data-name={category.Name}
      onKeyDown={enterToRun(() => void addWindow())}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <ColorSwatch color={`#${category.Color}`} size={18} aria-hidden="true" />
            <Text fw={700} component="h3" m={0} fz="md">
              {category.Name}
            </Text>
            {/* The key seats store and errors name; it never changes, so renames keep the seats. */}
            <Badge variant="outline" tt="none" data-testid="category-key">
              {t('ORGANIZER.TICKETS.KEY', { key: category.Key })}
            </Badge>
            {category.IsDonate && <Badge variant="light">{t('ORGANIZER.TICKETS.DONATION')}</Badge>}
            {category.BasePrices.length === 0 && (
              <Badge variant="light" color="yellow" data-testid="category-unpriced">
                {t('ORGANIZER.TICKETS.NO_PRICE')}
              </Badge>
            )}
          </Group>
          <Group gap={4}>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setRenaming((open) => !open)}
              aria-expanded={renaming}
              aria-label={t('ORGANIZER.TICKETS.EDIT_NAMED', { name: category.Name })}
              data-testid="category-edit"
            >
              {t('ORGANIZER.TICKETS.EDIT')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => void act(() => deleteTicketCategory(event.Id, vc, category._id))}
              aria-label={t('ORGANIZER.TICKETS.DELETE_NAMED', { name: category.Name })}
            >
              {t('ORGANIZER.TICKETS.DELETE')}
            </Button>
          </Group>
        </Group>
        {renaming && (
          <CategoryNameEditor
            eventId={event.Id}
            vc={vc}
            category={category}
            onSaved={() => {
              setRenaming(false);
              onChanged();
            }}
            onCancel={() => setRenaming(false)}
          />
        )}
        {category.BasePrices.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ORGANIZER.TICKETS.PRICE', { currency: event.Currency })}</Table.Th>
                  <Table.Th>{t('ORGANIZER.TICKETS.VALID_FROM')}</Table.Th>
                  <Table.Th>{t('ORGANIZER.TICKETS.VALID_TILL')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('ORGANIZER.TICKETS.ACTIONS')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {category.BasePrices.map((price) => (
                  <Table.Tr key={price._id} data-testid="price-window">
                    <Table.Td>{money.format(price.Price)}</Table.Td>
                    <Table.Td>{when(price.ValidFrom)}</Table.Td>
                    <Table.Td>
                      {Date.parse(price.ValidTill) >= Date.parse(MAXIMUM_DATE)
                        ? t('ORGANIZER.TICKETS.OPEN_ENDED')
                        : when(price.ValidTill)}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-xs"
                        color="red"
                        onClick={() => void act(() => deleteBasePrice(vc, price._id))}
                        aria-label={t('ORGANIZER.TICKETS.DELETE_WINDOW', {
                          price: money.format(price.Price),
                        })}
                      >
                        {t('ORGANIZER.TICKETS.DELETE')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <PriceWindowFields
          value={draft}
          onChange={setDraft}
          currency={event.Currency}
          timeZone={zone}
          errors={errors}
          label={t('ORGANIZER.TICKETS.NEW_WINDOW_OF', { name: category.Name })}
          testId={`add-window-${category.Key}`}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="light" size="xs" onClick={() => void addWindow()} loading={busy}>
            {t('ORGANIZER.TICKETS.ADD_WINDOW')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
