import { Checkbox, Group, NumberInput, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { AnswerInput, QuestionnaireItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../../lib/api/countries';
import { registrationMessage } from './messages';

interface QuestionFieldProps {
  item: QuestionnaireItem;
  value: AnswerInput | undefined;
  /** Visible option ids of a choice question (only these render). */
  options: ReadonlySet<string> | undefined;
  /** A message code (REGISTRATION.ERRORS.*), shown under the field and linked to it by Mantine. */
  error: string | undefined;
  onChange: (value: AnswerInput) => void;
}

const text = (value: AnswerInput | undefined) => (typeof value === 'string' ? value : '');
const orNull = (value: string): AnswerInput => (value === '' ? null : value);

/**
 * One answerable question as its Mantine input; the title is the input's accessible label, the item's
 * text its description, the required flag Mantine's asterisk (plus `required` for assistive tech; the
 * form is `noValidate`, the engine decides). Answers take the engine's input shapes: text types a string,
 * Number a number, Date `yyyy-MM-dd` or `yyyy`, Checkbox a boolean, choices option ids, Country ISO alpha-2.
 */
export function QuestionField({ item, value, options, error, onChange }: QuestionFieldProps) {
  const { t } = useTranslation();
  const common = {
    label: item.Title ?? '',
    description: item.Text || undefined,
    required: item.Required,
    error: error ? registrationMessage(t, error) : undefined,
  };
  const shownOptions = (item.Options ?? []).filter((option) => options?.has(option._id));

  switch (item.Type) {
    case 'LongText':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          value={text(value)}
          onChange={(e) => onChange(orNull(e.currentTarget.value))}
        />
      );
    case 'Number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          // Mantine hands over a string while a number is being typed ("1.", "-"): kept as typed, the
          // engine reads numeric strings and refuses the rest as ANSWER_INVALID.
          onChange={(next) => onChange(next === '' ? null : next)}
        />
      );
    case 'Date':
      return item.DateFormat === 'yyyy' ? (
        <TextInput
          {...common}
          inputMode="numeric"
          maxLength={4}
          placeholder={t('REGISTRATION.YEAR_PLACEHOLDER')}
          value={text(value)}
          onChange={(e) => onChange(orNull(e.currentTarget.value.replace(/\D/g, '')))}
        />
      ) : (
        <TextInput
          {...common}
          type="date"
          value={text(value)}
          onChange={(e) => onChange(orNull(e.currentTarget.value))}
        />
      );
    case 'SingleChoice':
      return (
        <Radio.Group {...common} value={text(value) || null} onChange={(next) => onChange(next)}>
          <Stack gap={6} mt={6}>
            {shownOptions.map((option) => (
              <Radio key={option._id} value={option._id} label={option.Title} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'MultipleChoice':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next.length ? next : null)}
        >
          <Group gap={6} mt={6} style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
            {shownOptions.map((option) => (
              <Checkbox key={option._id} value={option._id} label={option.Title} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'Checkbox':
      return (
        <Checkbox {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
      );
    case 'Country':
      return <CountryField {...common} value={text(value)} onChange={onChange} />;
    case 'Phone':
      return (
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel"
          value={text(value)}
          onChange={(e) => onChange(orNull(e.currentTarget.value))}
        />
      );
    case 'Email':
      return (
        <TextInput
          {...common}
          type="email"
          autoComplete="email"
          value={text(value)}
          onChange={(e) => onChange(orNull(e.currentTarget.value))}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={text(value)}
          onChange={(e) => onChange(orNull(e.currentTarget.value))}
        />
      );
  }
}

type CountryFieldProps = {
  label: string;
  description: string | undefined;
  required: boolean;
  error: string | undefined;
  value: string;
  onChange: (value: AnswerInput) => void;
};

/** Country names in the interface language, from the same list the rest of the app uses. */
function CountryField({ value, onChange, ...common }: CountryFieldProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const data = (countries.data ?? []).map((country) => ({ value: country.Code, label: country.Name }));
  return (
    <Select
      {...common}
      searchable
      clearable
      placeholder={t('REGISTRATION.COUNTRY_PLACEHOLDER')}
      nothingFoundMessage={t('REGISTRATION.COUNTRY_NONE')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
