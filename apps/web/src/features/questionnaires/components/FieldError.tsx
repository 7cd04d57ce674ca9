import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorAt } from '../model/errors';
import { useBuilder } from './builder-context';

/** The live problems of one path (a rule, a group, an item's options), read out when they appear. */
export function FieldError({ path }: { path: string }) {
  const { t } = useTranslation();
  const { errors } = useBuilder();
  const text = errorAt(t, errors, path);
  if (!text) return null;
  return (
    <Text size="sm" c="red" data-testid="rule-error" data-path={path}>
      {text}
    </Text>
  );
}
