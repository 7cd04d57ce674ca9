import { Checkbox, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { CHOICE_TYPES, type QuestionnaireItem, type RuleValue } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

interface RuleValueInputProps {
  target: QuestionnaireItem | undefined;
  value: RuleValue;
  onChange: (value: RuleValue) => void;
}

const asList = (value: RuleValue): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

/** The value a condition compares with, entered the way the question is answered. */
export function RuleValueInput({ target, value, onChange }: RuleValueInputProps) {
  const { t } = useTranslation();
  const label = t('QUESTIONNAIRES.RULE.VALUE');
  if (target && CHOICE_TYPES.has(target.Type)) {
    return (
      <Checkbox.Group label={label} value={asList(value)} onChange={onChange} data-testid="rule-value">
        <Group gap="sm" mt={4}>
          {target.Options.map((option, k) => (
            <Checkbox
              key={option._id}
              value={option._id}
              label={option.Title || t('QUESTIONNAIRES.OPTION_N', { n: k + 1 })}
            />
          ))}
        </Group>
      </Checkbox.Group>
    );
  }
  if (target?.Type === 'Checkbox') {
    return (
      <NativeSelect
        label={label}
        value={value === false || value === 'false' ? 'false' : 'true'}
        onChange={(e) => onChange(e.currentTarget.value === 'true')}
        data={[
          { value: 'true', label: t('QUESTIONNAIRES.RULE.CHECKED') },
          { value: 'false', label: t('QUESTIONNAIRES.RULE.UNCHECKED') },
        ]}
        data-testid="rule-value"
      />
    );
  }
  if (target?.Type === 'Number') {
    return (
      <NumberInput
        label={label}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        onChange={(next) => onChange(next)}
        data-testid="rule-value"
      />
    );
  }
  const yearOnly = target?.Type === 'Date' && target.DateFormat === 'yyyy';
  return (
    <TextInput
      label={label}
      type={target?.Type === 'Date' && !yearOnly ? 'date' : 'text'}
      inputMode={yearOnly ? 'numeric' : undefined}
      placeholder={yearOnly ? t('QUESTIONNAIRES.RULE.YEAR_PLACEHOLDER') : undefined}
      value={
        typeof value === 'string' || typeof value === 'number' ? String(value) : asList(value).join(', ')
      }
      onChange={(e) => onChange(e.currentTarget.value)}
      data-testid="rule-value"
    />
  );
}
