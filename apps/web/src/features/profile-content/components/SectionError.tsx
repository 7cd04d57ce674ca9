import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';

// Messages that need no count; the others (MIN_LENGTH …) read as "not valid" here.
const PLAIN = ['FIELD_REQUIRED', 'EMAIL_INVALID', 'PHONE_INVALID', 'CHOOSE_OPTION_REQUIRED', 'INVALID_VALUE'];
const plainKey = (key: string | undefined) => (key && PLAIN.includes(key) ? key : 'INVALID_VALUE');

/** A failed save: the server's field messages when it sent some, else the default error text. */
export function SectionError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const fieldErrors = isApiRequestError(error) ? Object.entries(error.FieldErrors ?? {}) : [];
  const forbidden = isApiRequestError(error) && error.status === 403;
  return (
    <Alert color="red" role="alert" title={t('PROFILE_CONTENT.SAVE_FAILED')}>
      {forbidden && t('PROFILE_CONTENT.FORBIDDEN')}
      {!forbidden && fieldErrors.length === 0 && t('DEFAULT_ERROR.MESSAGE')}
      {fieldErrors.length > 0 && (
        <List size="sm">
          {fieldErrors.map(([field, keys]) => (
            <List.Item key={field}>{t(`FORM.${plainKey(keys[0])}`)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
