import '../components/styles';
import { Alert, Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { OrganizerGate, useActiveClaim } from '../../organizer';
import { useQuestionnaire } from '../api/questionnaires';
import { Builder } from '../components/Builder';
import { draftOf, emptyDraft } from '../model/draft';

/**
 * questionnaire-edit (/:lang/questionnaire/edit/:id) and questionnaire-create (/:lang/questionnaire/new,
 * `?from=<id>` copies one of ours or a public template): the builder (issue 19).
 */
export function QuestionnaireEditorPage() {
  const { id = null } = useParams();
  const [params] = useSearchParams();
  const from = id ? null : params.get('from');
  return (
    <OrganizerGate>
      <Editor key={`${id}|${from}`} id={id} from={from} />
    </OrganizerGate>
  );
}

function Editor({ id, from }: { id: string | null; from: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const readOnly = useActiveClaim()?.Role === 'StatisticsViewer';
  const source = useQuestionnaire(id ?? from);
  const title = t(id ? 'QUESTIONNAIRES.EDIT_TITLE' : 'QUESTIONNAIRES.NEW_TITLE');
  useDocumentTitle(source.data && id ? `${title}: ${source.data.Name}` : title);

  let body: React.ReactNode;
  if ((id || from) && source.isPending) body = <PageLoading />;
  else if (source.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('QUESTIONNAIRES.LOAD_ERROR')}
      </Alert>
    );
  } else {
    const initial = !source.data
      ? emptyDraft()
      : id
        ? draftOf(source.data)
        : draftOf(source.data, { name: t('QUESTIONNAIRES.COPY_OF', { name: source.data.Name }) });
    body = <Builder id={id} initial={initial} readOnly={readOnly} />;
  }

  return (
    <Container size="xl" py="md" px="xs">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Anchor component={Link} to={hrefTo('dashboard.questionnaires', language)}>
            {t('QUESTIONNAIRES.BACK')}
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
