import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { groupTicketCode, passes, type ScanDirection } from '@marquee/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { getDeviceSnapshot } from '../api/get-device-snapshot';
import { pairDevice } from '../api/pair-device';
import { postScans } from '../api/post-scans';
import { clockTime } from '../components/door/answer-text';
import { CameraScanner } from '../components/door/CameraScanner';
import { DoorHeader } from '../components/door/DoorHeader';
import classes from '../components/door/door.module.css';
import { ManualEntry } from '../components/door/ManualEntry';
import { ScanAnswer } from '../components/door/ScanAnswer';
import { useWedgeScanner } from '../components/door/use-wedge-scanner';
import { DoorController, type DoorView } from '../lib/door-controller';
import type { DoorAnswer } from '../lib/door-index';
import { plainAnswer } from '../lib/door-index';
import { type DoorStorage, deferredDoorStorage, openDoorStorage } from '../lib/door-storage';
import { CHECKIN_CODES, checkinErrorKey } from '../lib/error-codes';
import { signalAnswer, unlockAudio } from '../lib/feedback';
import { installDoorApp } from '../lib/pwa';
import { signatureCheck } from '../lib/signature';

/**
 * How long an answer stays up (a tap closes it sooner). A pass clears in under a second, so the next guest is
 * scanned at once (issue 17: scan-to-ready under 1 s); a refusal stays longer, to be read out to the guest.
 */
export const ANSWER_MS = { pass: 800, refusal: 2500 } as const;

/** Reads `#pair=<token>` once and takes it out of the address (it must not stay in history or be shared). */
function takePairToken(): string | null {
  const match = /(?:^#|&)pair=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return null;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export function createDoorController(storage: DoorStorage = deferredDoorStorage(openDoorStorage())) {
  return new DoorController({
    storage,
    api: { pair: pairDevice, snapshot: getDeviceSnapshot, scans: postScans },
    signatureCheck,
  });
}

/**
 * door (/:lang/door): door staff's scanner (issue 17). A device link (`#pair=<token>`) pairs the phone; the
 * event's tickets are kept on the device, so every scan is answered with or without network.
 */
export function DoorPage({ controller: given }: { controller?: DoorController } = {}) {
  const [controller] = useState(() => given ?? createDoorController());
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  const { t } = useTranslation();
  const language = useLanguage();
  const started = useRef(false);
  useDocumentTitle(view.eventName ? `${t('ROUTES.DOOR')}: ${view.eventName}` : t('ROUTES.DOOR'));

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      void controller.start(takePairToken());
    } else controller.resume();
    return () => controller.dispose();
  }, [controller]);

  useEffect(() => installDoorApp(language), [language]);

  // Audio may start only after a gesture: the first tap or key press anywhere unlocks it.
  useEffect(() => {
    const unlock = () => unlockAudio();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  const [forgetting, setForgetting] = useState(false);

  if (view.status === 'ready') {
    return (
      <>
        <Scanner controller={controller} view={view} onForget={() => setForgetting(true)} />
        <Modal
          opened={forgetting}
          onClose={() => setForgetting(false)}
          title={t('DOOR.FORGET_CONFIRM')}
          closeButtonProps={{ 'aria-label': t('DOOR.DISMISS') }}
        >
          <Stack>
            <Text size="sm">{t('DOOR.FORGET_CONFIRM_TEXT')}</Text>
            {view.queue > 0 && <Alert color="yellow">{t('DOOR.FORGET_QUEUE', { number: view.queue })}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setForgetting(false)}>
                {t('CHECKIN.CANCEL')}
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setForgetting(false);
                  void controller.forget();
                }}
              >
                {t('DOOR.FORGET')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </>
    );
  }
  return <DoorStatus controller={controller} view={view} />;
}

/** Every state but scanning: pairing, loading, and the ones that need the staff to do something. */
function DoorStatus({ controller, view }: { controller: DoorController; view: DoorView }) {
  const { t } = useTranslation();
  const waiting = view.status === 'starting' || view.status === 'pairing' || view.status === 'loading';
  let title: string;
  let text: string | null = null;
  let action: React.ReactNode = null;
  switch (view.status) {
    case 'pair-failed': {
      title = t('DOOR.PAIR_FAILED');
      const code = view.pairError ?? '';
      text =
        code === CHECKIN_CODES.linkExpired || code === CHECKIN_CODES.linkUsed
          ? t(checkinErrorKey(code))
          : code === 'NETWORK_ERROR'
            ? t('DOOR.PAIR_OFFLINE')
            : t('DOOR.LINK_UNKNOWN');
      if (view.hasPairing) {
        action = <Button onClick={() => void controller.start(null)}>{t('DOOR.CONTINUE_PAIRED')}</Button>;
      }
      break;
    }
    case 'unpaired':
      title = t('DOOR.UNPAIRED');
      text = t('DOOR.UNPAIRED_TEXT');
      break;
    case 'revoked':
      title = t('DOOR.REVOKED');
      text = t('DOOR.REVOKED_TEXT');
      action = (
        <Button color="red" variant="light" onClick={() => void controller.forget()}>
          {t('DOOR.FORGET')}
        </Button>
      );
      break;
    case 'no-snapshot':
      title = t('DOOR.NO_SNAPSHOT');
      text = t('DOOR.NO_SNAPSHOT_TEXT');
      action = <Button onClick={() => void controller.refresh()}>{t('DOOR.RETRY')}</Button>;
      break;
    case 'pairing':
      title = t('DOOR.PAIRING');
      break;
    default:
      title = t('DOOR.LOADING');
  }
  return (
    <main className={classes.centered} data-testid="door-status" data-status={view.status}>
      <Paper withBorder radius="md" p="xl" maw={28 * 16}>
        <Stack align="center" ta="center">
          {waiting && <Loader aria-hidden="true" />}
          <Title order={1} size="h3">
            {title}
          </Title>
          {text && <Text>{text}</Text>}
          {action}
        </Stack>
      </Paper>
    </main>
  );
}

interface ScannerProps {
  controller: DoorController;
  view: DoorView;
  onForget: () => void;
}

/** Scanning: camera, hand scanner and typed codes, each answered on a full-screen color. */
function Scanner({ controller, view, onForget }: ScannerProps) {
  const { t, i18n } = useTranslation();
  const [direction, setDirection] = useState<ScanDirection>('IN');
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const directionRef = useRef(direction);
  directionRef.current = direction;
  // The camera sees a held-up QR many times a second: while a scan is decided, and while its answer is up,
  // the same code is not sent again. After the answer closes it is a new scan ("already inside").
  const busy = useRef(false);
  const shown = useRef<{ text: string } | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const close = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    shown.current = null;
    setAnswer(null);
  }, []);
  useEffect(() => () => close(), [close]);

  const decide = useCallback(
    async (text: string) => {
      busy.current = true;
      let result: DoorAnswer | null;
      try {
        result = await controller.scan(text, directionRef.current);
      } catch {
        // Nothing a scan carries may stop the door: anything unexpected reads as unreadable.
        result = plainAnswer('', 'UNREADABLE', false);
      } finally {
        busy.current = false;
      }
      if (!result) return;
      if (timer.current) clearTimeout(timer.current);
      shown.current = { text };
      setAnswer(result);
      const ok = passes(result.result);
      signalAnswer(ok);
      timer.current = setTimeout(close, ok ? ANSWER_MS.pass : ANSWER_MS.refusal);
    },
    [controller, close],
  );

  const fromCamera = useCallback(
    (text: string) => {
      if (busy.current || shown.current?.text === text) return;
      void decide(text);
    },
    [decide],
  );
  // Typed and hand-scanned codes wait their turn instead of being dropped.
  const fromKeys = useCallback(
    (text: string) => {
      chain.current = chain.current.then(() => decide(text));
    },
    [decide],
  );
  useWedgeScanner(fromKeys);

  return (
    <main className={classes.page} data-testid="door">
      <DoorHeader view={view} onSync={() => void controller.refresh()} onForget={onForget} />
      <SegmentedControl
        fullWidth
        size="md"
        value={direction}
        onChange={(value) => setDirection(value as ScanDirection)}
        aria-label={t('DOOR.DIRECTION')}
        data={[
          { value: 'IN', label: t('DOOR.IN') },
          { value: 'OUT', label: t('DOOR.OUT') },
        ]}
        color={direction === 'IN' ? 'green' : 'orange'}
        data-testid="door-direction"
      />
      <CameraScanner onDecode={fromCamera} />
      <ManualEntry onSubmit={fromKeys} />
      {view.conflicts.length > 0 && (
        <Alert color="yellow" title={t('DOOR.CONFLICTS')} data-testid="door-conflicts">
          <Stack gap={4}>
            {view.conflicts.map((conflict) => (
              <Text size="sm" key={conflict.ScanId}>
                {t('DOOR.CONFLICT_LINE', {
                  code: conflict.TicketCode ? groupTicketCode(conflict.TicketCode) : '—',
                  gate: conflict.GateName ?? '—',
                  time: conflict.Since ? clockTime(conflict.Since, i18n.language, view.timeZone) : '—',
                })}
              </Text>
            ))}
            <div>
              <Button size="xs" variant="light" onClick={() => void controller.dismissConflicts()}>
                {t('DOOR.DISMISS')}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
      {answer && (
        <ScanAnswer
          answer={answer}
          sendSectorName={view.sendSectorName}
          timeZone={view.timeZone}
          onDismiss={close}
        />
      )}
    </main>
  );
}
