import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { type AnswerInput, answerErrors, compileQuestionnaire, type Questionnaire } from '@marquee/contract';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { NotFoundState, PageLoading } from '../../../components/content';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { getAccessToken } from '../../../lib/storage/session';
import { QuestionBlock } from '../../ticketing';
import { useAnswerSurvey, useSurvey } from '../api/survey';

/**
 * The survey (spec 1 §2, §7 POST /questionnaire/user): a questionnaire its owner shared, answered by a
 * signed-in user — `/survey?id=<questionnaire id>`. The questions, their Show/Hide rules and the checks are
 * the ticket registration's (one engine in the contract, the same checks the server makes).
 */
export function SurveyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('questionnaireId');
  const survey = useSurvey(id);
  useDocumentTitle(survey.data?.Name ?? t('ROUTES.SURVEY'));

  if (id && survey.isPending) return <PageLoading />;
  if (!id || survey.isError || !survey.data?.IsPublic)
    return <NotFoundState title={t('PAGES.SURVEY.MISSING_TITLE')} message={t('PAGES.SURVEY.MISSING_TEXT')} />;
  return <Survey key={survey.data._id} questionnaire={survey.data} />;
}

function Survey({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  // Read once: signing in leaves the page (auth) and comes back with a fresh render. (Not useSignedIn: a
  // lazy page importing it split that module out of the entry chunk, +0.3 kB on every first load.)
  const signedIn = getAccessToken() !== null;
  const compiled = useMemo(() => compileQuestionnaire(questionnaire), [questionnaire]);
  const [answers, setAnswers] = useState<Record<string, AnswerInput>>({});
  const [errors, setErrors] = useState<Record<string, string> | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const save = useAnswerSurvey(questionnaire._id);
  const formRef = useRef<HTMLFormElement | null>(null);

  const map = new Map(Object.entries(answers));
  const visibility = compiled.visibility(map);
  const view = {
    items: compiled.items.filter((item) => visibility.questions.has(item._id)),
    options: visibility.options,
  };
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = answerErrors(compiled, map);
    const first = Object.fromEntries(Object.entries(found).map(([key, codes]) => [key, codes[0] ?? '']));
    setErrors(first);
    if (Object.keys(first).length > 0) return focusFirstInvalid();
    save.mutate(answers, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        const fields = isApiRequestError(error) ? (error.FieldErrors ?? {}) : {};
        const server = Object.fromEntries(
          Object.entries(fields).map(([key, codes]) => [key.replace(/^Answers\./, ''), codes[0] ?? '']),
        );
        setErrors(server);
        focusFirstInvalid();
      },
    });
  };

  const header = (
    <div>
      <Text size="sm" fw={700} tt="uppercase" c="dimmed">
        {t('ROUTES.SURVEY')}
      </Text>
      <Title order={1}>{questionnaire.Name}</Title>
    </div>
  );

  if (!signedIn) {
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <Container size="sm" py="xl" data-testid="survey-page">
        <Stack gap="md">
          {header}
          <Text>{t('PAGES.SURVEY.SIGN_IN_TEXT')}</Text>
          <Button component={Link} to={hrefTo('auth', language, {}, { returnUrl })} w="fit-content">
            {t('PAGES.SURVEY.SIGN_IN')}
          </Button>
        </Stack>
      </Container>
    );
  }

  if (sent) {
    return (
      <Container size="sm" py="xl" data-testid="survey-page">
        <Stack gap="md">
          {header}
          <Alert color="green" title={t('PAGES.SURVEY.SENT_TITLE')} role="status" data-testid="survey-sent">
            {t('PAGES.SURVEY.SENT_TEXT')}
          </Alert>
          <Button variant="default" w="fit-content" onClick={() => setSent(false)}>
            {t('PAGES.SURVEY.ANSWER_AGAIN')}
          </Button>
        </Stack>
      </Container>
    );
  }

  const hasErrors = errors !== undefined && Object.keys(errors).length > 0;
  return (
    <Container size="sm" py="xl" data-testid="survey-page">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {header}
          <QuestionBlock
            legend={t('PAGES.SURVEY.QUESTIONS')}
            testId="survey-questions"
            view={view}
            answers={answers}
            errors={errors}
            onAnswer={(questionId, value) => setAnswers((current) => ({ ...current, [questionId]: value }))}
          />
          {(hasErrors || save.isError) && (
            <Alert color="red" role="alert">
              {hasErrors ? t('PAGES.SURVEY.FIX') : t('PAGES.SURVEY.FAILED')}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('PAGES.SURVEY.SUBMIT')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
