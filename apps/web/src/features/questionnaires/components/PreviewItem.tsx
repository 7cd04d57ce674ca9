import { Checkbox, Image, NumberInput, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { AnswerInput, QuestionnaireItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

interface PreviewItemProps {
  item: QuestionnaireItem;
  /** Visible options of a choice question (the engine's answer). */
  options: ReadonlySet<string> | undefined;
  answer: AnswerInput;
  onAnswer: (answer: AnswerInput) => void;
}

const text = (answer: AnswerInput) => (typeof answer === 'string' ? answer : '');

/** One visible item as the buyer's block shows it, with an input the organizer can fill to try the rules. */
export function PreviewItem({ item, options, answer, onAnswer }: PreviewItemProps) {
  const { t } = useTranslation();
  const label = item.Title || t('QUESTIONNAIRES.UNTITLED');
  const common = { label, description: item.Text || undefined, required: item.Required };
  const shown = item.Options.filter((option) => options?.has(option._id));
  switch (item.Type) {
    case 'TextOnly':
      return (
        <Stack gap={2}>
          {item.Title && <Text fw={600}>{item.Title}</Text>}
          {item.Text && <Text size="sm">{item.Text}</Text>}
        </Stack>
      );
    case 'Picture':
      return item.ProfilePicture ? (
        <Image src={item.ProfilePicture} alt={item.Title ?? ''} radius="sm" />
      ) : null;
    case 'EmbeddedCode':
      // The organizer's code is not run inside the builder; the buyer's modal shows it.
      return (
        <Text size="sm" c="dimmed" fs="italic">
          {t('QUESTIONNAIRES.PREVIEW_EMBEDDED', { title: item.Title || t('QUESTIONNAIRES.UNTITLED') })}
        </Text>
      );
    case 'LongText':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={text(answer)}
          onChange={(e) => onAnswer(e.currentTarget.value)}
        />
      );
    case 'Number':
      return (
        <NumberInput
          {...common}
          value={typeof answer === 'number' || typeof answer === 'string' ? answer : ''}
          onChange={(v) => onAnswer(v === '' ? null : v)}
        />
      );
    case 'Checkbox':
      return (
        <Checkbox
          label={label}
          description={item.Text || undefined}
          checked={answer === true}
          onChange={(e) => onAnswer(e.currentTarget.checked)}
        />
      );
    case 'SingleChoice':
      return (
        <Radio.Group {...common} value={text(answer) || null} onChange={onAnswer}>
          <Stack gap={4} mt={4}>
            {shown.map((option) => (
              <Radio key={option._id} value={option._id} label={option.Title} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'MultipleChoice':
      return (
        <Checkbox.Group {...common} value={Array.isArray(answer) ? answer : []} onChange={onAnswer}>
          <Stack gap={4} mt={4}>
            {shown.map((option) => (
              <Checkbox key={option._id} value={option._id} label={option.Title} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default: {
      const type =
        item.Type === 'Email'
          ? 'email'
          : item.Type === 'Phone'
            ? 'tel'
            : item.Type === 'Date' && item.DateFormat !== 'yyyy'
              ? 'date'
              : 'text';
      return (
        <TextInput
          {...common}
          type={type}
          value={text(answer)}
          onChange={(e) => onAnswer(e.currentTarget.value)}
        />
      );
    }
  }
}
