import { Badge, Button, Table, Text } from '@mantine/core';
import type { ShareCode } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';

interface ShareCodeListProps {
  codes: ShareCode[];
  onRevoke: (code: ShareCode) => void;
}

/** The event's share codes: who each is for, its last characters, when it was made and whether it still works. */
export function ShareCodeList({ codes, onRevoke }: ShareCodeListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (codes.length === 0) return <Text c="dimmed">{t('INSIGHT.SHARE.NONE')}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="share-codes" captionSide="top">
        <Table.Caption>{t('INSIGHT.SHARE.LIST_CAPTION')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('INSIGHT.SHARE.LABEL')}</Table.Th>
            <Table.Th scope="col">{t('INSIGHT.SHARE.HINT')}</Table.Th>
            <Table.Th scope="col">{t('INSIGHT.SHARE.CREATED')}</Table.Th>
            <Table.Th scope="col">{t('INSIGHT.SHARE.STATE')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.Id}>
              <Table.Td>{code.Label ?? '—'}</Table.Td>
              <Table.Td ff="monospace">…{code.Hint}</Table.Td>
              <Table.Td>{formatEventDate(code.CreatedAt, language)}</Table.Td>
              <Table.Td>
                {code.RevokedAt ? (
                  <Badge color="gray" variant="light">
                    {t('INSIGHT.SHARE.REVOKED', { date: formatEventDate(code.RevokedAt, language) })}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => onRevoke(code)}
                    aria-label={t('INSIGHT.SHARE.REVOKE_NAMED', { name: code.Label ?? code.Hint })}
                  >
                    {t('INSIGHT.SHARE.REVOKE')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
