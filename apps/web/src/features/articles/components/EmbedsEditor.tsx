import { Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import type { EmbeddedCodeView } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

const MAX_EMBEDS = 20;

interface EmbedsEditorProps {
  value: EmbeddedCodeView[];
  onChange: (codes: EmbeddedCodeView[]) => void;
}

/** The article's embedded codes (spec 3 §2): pasted HTML, one box each; the server strips scripts. */
export function EmbedsEditor({ value, onChange }: EmbedsEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, html: string) =>
    onChange(value.map((code, i) => (i === index ? { ...code, HtmlCode: html } : code)));
  return (
    <Fieldset legend={t('ARTICLE_EDITOR.EMBEDS')} data-testid="article-embeds">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('ARTICLE_EDITOR.EMBEDS_HINT')}
        </Text>
        {value.map((code, index) => (
          <Group key={code.Id || `new-${index}`} align="flex-end" wrap="nowrap">
            <Textarea
              style={{ flex: 1 }}
              label={t('ARTICLE_EDITOR.EMBED_CODE', { n: index + 1 })}
              autosize
              minRows={2}
              maxLength={20_000}
              value={code.HtmlCode}
              onChange={(e) => set(index, e.currentTarget.value)}
            />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              aria-label={t('ARTICLE_EDITOR.EMBED_REMOVE', { n: index + 1 })}
            >
              {t('ARTICLE_EDITOR.REMOVE')}
            </Button>
          </Group>
        ))}
        {value.length < MAX_EMBEDS && (
          <Button
            variant="default"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              onChange([...value, { Id: '', HtmlCode: '', IsHidden: false, OrderNumber: value.length }])
            }
          >
            {t('ARTICLE_EDITOR.EMBED_ADD')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
