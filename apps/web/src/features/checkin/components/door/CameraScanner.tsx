import { Button, Stack, Text } from '@mantine/core';
import QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './door.module.css';

type CameraState = 'starting' | 'running' | 'unavailable';

/**
 * The camera and its QR reader (nimiq qr-scanner: BarcodeDetector where the browser has it, else its
 * decoder in a web worker, so a hard or hostile image never blocks the page). The rear camera when there
 * is one, any camera otherwise (qr-scanner falls back by itself).
 */
export function CameraScanner({ onDecode }: { onDecode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const decode = useRef(onDecode);
  decode.current = onDecode;
  const [state, setState] = useState<CameraState>('starting');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera on request
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    setState('starting');
    const scanner = new QrScanner(element, (result) => decode.current(result.data), {
      preferredCamera: 'environment',
      maxScansPerSecond: 12,
      returnDetailedScanResult: true,
      // Frames without a code are the normal case, not an error.
      onDecodeError: () => undefined,
    });
    scanner.start().then(
      () => !stopped && setState('running'),
      () => !stopped && setState('unavailable'),
    );
    return () => {
      stopped = true;
      scanner.destroy();
    };
  }, [attempt]);

  return (
    <Stack gap="xs">
      <div className={classes.camera}>
        <video ref={video} muted playsInline aria-label={t('DOOR.CAMERA_LABEL')} data-testid="door-camera" />
        <Text className={classes.cameraStatus} size="sm" role="status">
          {state === 'running'
            ? t('DOOR.READY')
            : state === 'starting'
              ? t('DOOR.CAMERA_STARTING')
              : t('DOOR.CAMERA_UNAVAILABLE')}
        </Text>
      </div>
      {state === 'unavailable' && (
        <Button variant="light" onClick={() => setAttempt((n) => n + 1)}>
          {t('DOOR.CAMERA_RETRY')}
        </Button>
      )}
    </Stack>
  );
}
