import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import type { LikesSuggestions as Suggestions } from '@marquee/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../lib/api/errors';
import { formatEventDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/routing/hooks';
import { useSession } from '../../../lib/session/session-store';
import { setGoingStatus } from '../../events';
import { followProfile } from '../../profiles';
import { useLikesSuggestions } from '../api/get-likes-suggestions';

/**
 * Issue 26: after the provider sends the fan back (`?oidcCode=…`, StartUrl?mode=likes), the profiles and
 * events matching their likes, each unticked: nothing is followed or marked until the fan chooses.
 */
export function LikesSuggestions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile } = useSession();
  const [params, setParams] = useSearchParams();
  const code = params.get('oidcCode');
  const providerError = params.get('oidcError');
  const suggestions = useLikesSuggestions();
  const asked = useRef(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const visitor = profile?.Type === 'VisitorProfile' ? profile : null;

  useEffect(() => {
    if (!code || !visitor || asked.current) return;
    asked.current = true;
    suggestions.mutate({ visitorId: visitor.Id, code });
    // The code is single use: a reload must not send it again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('oidcCode');
        return next;
      },
      { replace: true },
    );
  }, [code, visitor, suggestions, setParams]);

  if (!code && !providerError && !suggestions.data && !suggestions.isError && !suggestions.isPending)
    return null;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const apply = async (data: Suggestions) => {
    if (!visitor) return;
    setSaving(true);
    setFailed(false);
    const follower = { Id: visitor.Id, Type: visitor.Type };
    const finished = new Set(done);
    try {
      for (const item of data.Profiles.filter((p) => chosen.has(p.Id))) {
        await followProfile({ follower, target: { Id: item.Id, Type: item.Type } });
        finished.add(item.Id);
      }
      for (const event of data.Events.filter((e) => chosen.has(e.Id))) {
        await setGoingStatus({ eventId: event.Id, visitorId: visitor.Id, status: 'Going' });
        finished.add(event.Id);
      }
    } catch {
      setFailed(true);
    } finally {
      setDone(finished);
      setChosen(new Set());
      setSaving(false);
    }
  };

  const errorText = providerError
    ? t('LIKES.PROVIDER_ERROR')
    : !visitor
      ? t('LIKES.FANS_ONLY')
      : suggestions.isError
        ? isApiRequestError(suggestions.error) && suggestions.error.Code === `SOCIAL_LOGIN.NOT_CONFIGURED`
          ? t('LIKES.OFF')
          : isApiRequestError(suggestions.error) && suggestions.error.Code === `SOCIAL_LOGIN.FAIL`
            ? t('LIKES.EXPIRED')
            : t('DEFAULT_ERROR.MESSAGE')
        : null;
  const data = suggestions.data;

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="likes-title"
      data-testid="likes"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="likes-title">
          {t('LIKES.TITLE')}
        </Title>
        {errorText && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
        {suggestions.isPending && <Text aria-live="polite">{t('LIKES.LOADING')}</Text>}
        {data && (
          <>
            <Text size="sm" aria-live="polite">
              {t('LIKES.READ', { count: data.LikesRead })}
              {data.Truncated ? ` ${t('LIKES.TRUNCATED')}` : ''}
            </Text>
            {data.Profiles.length === 0 && data.Events.length === 0 && <Text>{t('LIKES.NONE')}</Text>}
            {data.Profiles.length > 0 && (
              <Stack gap={6} role="group" aria-label={t('LIKES.PROFILES')}>
                <Text fw={700}>{t('LIKES.PROFILES')}</Text>
                {data.Profiles.map((item) =>
                  item.IsFollowing || done.has(item.Id) ? (
                    <Text key={item.Id} data-testid="likes-following">
                      {t('LIKES.FOLLOWING', { name: item.ProfileName })}
                    </Text>
                  ) : (
                    <Checkbox
                      key={item.Id}
                      label={item.ProfileName}
                      checked={chosen.has(item.Id)}
                      onChange={() => toggle(item.Id)}
                    />
                  ),
                )}
              </Stack>
            )}
            {data.Events.length > 0 && (
              <Stack gap={6} role="group" aria-label={t('LIKES.EVENTS')}>
                <Text fw={700}>{t('LIKES.EVENTS')}</Text>
                {data.Events.map((event) =>
                  event.IsGoing || done.has(event.Id) ? (
                    <Text key={event.Id}>{t('LIKES.GOING', { name: event.ProfileName })}</Text>
                  ) : (
                    <Checkbox
                      key={event.Id}
                      label={`${event.ProfileName} · ${formatEventDate(event.Begin, language, event.TimeZone)}`}
                      checked={chosen.has(event.Id)}
                      onChange={() => toggle(event.Id)}
                    />
                  ),
                )}
              </Stack>
            )}
            {failed && (
              <Alert color="red" role="alert">
                {t('DEFAULT_ERROR.MESSAGE')}
              </Alert>
            )}
            {(data.Profiles.length > 0 || data.Events.length > 0) && (
              <Button
                disabled={chosen.size === 0}
                loading={saving}
                onClick={() => void apply(data)}
                data-testid="likes-apply"
              >
                {t('LIKES.APPLY', { count: chosen.size })}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
