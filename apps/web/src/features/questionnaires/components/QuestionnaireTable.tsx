import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { QuestionnaireListSchema } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatEventDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';

type Row = z.infer<typeof QuestionnaireListSchema>[number];

interface QuestionnaireTableProps {
  rows: Row[];
  canEdit: boolean;
  onDelete: (row: Row) => void;
}

/** The profile's questionnaires: name, questions, events using it, last change; edit, duplicate, delete. */
export function QuestionnaireTable({ rows, canEdit, onDelete }: QuestionnaireTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs" data-testid="questionnaire-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('QUESTIONNAIRES.NAME')}</Table.Th>
            <Table.Th>{t('QUESTIONNAIRES.COL_QUESTIONS')}</Table.Th>
            <Table.Th>{t('QUESTIONNAIRES.COL_USED')}</Table.Th>
            <Table.Th>{t('QUESTIONNAIRES.COL_UPDATED')}</Table.Th>
            <Table.Th>{t('QUESTIONNAIRES.COL_ACTIONS')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid="questionnaire-row">
              <Table.Td>
                <Anchor component={Link} to={hrefTo('questionnaire-edit', language, { id: row._id })}>
                  {row.Name}
                </Anchor>
                {row.IsPublic && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({t('QUESTIONNAIRES.TEMPLATE_BADGE')})
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.Questions}</Table.Td>
              <Table.Td>{t('QUESTIONNAIRES.USED_BY', { count: row.UsedByEvents })}</Table.Td>
              <Table.Td>{formatEventDate(row.UpdatedAt, language)}</Table.Td>
              <Table.Td>
                {canEdit && (
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="default"
                      component={Link}
                      to={hrefTo('questionnaire-create', language, {}, { from: row._id })}
                      aria-label={t('QUESTIONNAIRES.DUPLICATE_NAMED', { name: row.Name })}
                    >
                      {t('QUESTIONNAIRES.DUPLICATE')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(row)}
                      aria-label={t('QUESTIONNAIRES.DELETE_NAMED', { name: row.Name })}
                      data-testid="delete-questionnaire"
                    >
                      {t('QUESTIONNAIRES.DELETE')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
