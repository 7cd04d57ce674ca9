import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeviceLink } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';

/** The device link as an absolute URL: PairingPath is `/{lang}/door#pair=<token>`. */
export function deviceLinkUrl(link: DeviceLink, origin = window.location.origin): string {
  return new URL(link.PairingPath, origin).href;
}

async function qrDataUrl(text: string): Promise<string> {
  // The QR encoder loads only when a link is shown.
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, {
    width: 240,
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

interface DeviceLinkCardProps {
  link: DeviceLink;
  timeZone: string | undefined;
  onClose: () => void;
}

/** A just-made device link, shown once: its QR for the door phone's camera, and the URL to copy. */
export function DeviceLinkCard({ link, timeZone, onClose }: DeviceLinkCardProps) {
  const { t, i18n } = useTranslation();
  const url = deviceLinkUrl(link);
  const qr = useQuery({
    queryKey: ['checkin', 'link-qr', url],
    queryFn: () => qrDataUrl(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const name = link.Device.Name;
  return (
    <Paper withBorder radius="md" p="md" data-testid="device-link" bg="var(--mantine-color-body)">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h5">
          {t('CHECKIN.LINK_READY', { name })}
        </Title>
        <Text size="sm">
          {t('CHECKIN.LINK_ONCE', {
            time: link.Device.LinkExpiresAt
              ? formatEventDate(link.Device.LinkExpiresAt, i18n.language, timeZone)
              : '',
          })}
        </Text>
        {qr.data && (
          <img
            src={qr.data}
            width={240}
            height={240}
            alt={t('CHECKIN.LINK_QR_ALT', { name })}
            data-testid="device-link-qr"
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        )}
        <Text size="xs" c="dimmed" id="device-link-url-label">
          {t('CHECKIN.LINK_URL')}
        </Text>
        <Anchor
          href={url}
          target="_blank"
          rel="noreferrer"
          ff="monospace"
          size="sm"
          style={{ wordBreak: 'break-all' }}
          data-testid="device-link-url"
          aria-describedby="device-link-url-label"
        >
          {url}
        </Anchor>
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? t('CHECKIN.COPIED') : t('CHECKIN.COPY')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onClose}>
            {t('CHECKIN.CLOSE')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
