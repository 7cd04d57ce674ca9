import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { isApiRequestError } from '../../../lib/api/errors';
import { CODES } from './error-codes';
import { saveErrorMessage } from './messages';

/**
 * Runs a step's save and turns a refusal into what the person sees: field errors next to the fields (the
 * step maps the server's FieldErrors paths), else the code's text above the buttons; a server or network
 * failure opens the default error dialog (spec 3 §8). Typed values are never reset here.
 */
export function useStepSave() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run<T>(
    action: () => Promise<T>,
    onFieldErrors?: (fieldErrors: Record<string, string[]>) => boolean,
  ): Promise<T | null> {
    setSaving(true);
    setFailure(null);
    try {
      return await action();
    } catch (error) {
      if (!isApiRequestError(error) || error.status === 0 || error.status >= 500) {
        dialogs.showDefaultError();
        return null;
      }
      const shown = error.FieldErrors && onFieldErrors ? onFieldErrors(error.FieldErrors) : false;
      setFailure(
        shown && error.Code === CODES.validationFailed
          ? t('ORGANIZER.ERRORS.CHECK_FIELDS')
          : saveErrorMessage(t, error),
      );
      return null;
    } finally {
      setSaving(false);
    }
  }

  return { run, saving, failure, setFailure };
}
