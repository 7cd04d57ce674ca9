import { Alert, Box, Loader, Radio, Stack, Text } from '@mantine/core';
import type { PaymentGate, PaymentMethod } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

interface PaymentMethodsProps {
  methods: PaymentMethod[];
  loading: boolean;
  failed: boolean;
  value: PaymentGate | null;
  error: string | undefined;
  onChange: (gate: PaymentGate) => void;
}

const LOADING_MIN_HEIGHT = 130;

/** Spec 2 §4 Payment: the offered gates (first preselected by the caller), each with its §9 note. */
export function PaymentMethods({ methods, loading, failed, value, error, onChange }: PaymentMethodsProps) {
  const { t } = useTranslation();
  // The loader keeps about the room of the usual list (a title and three gates), so the agreements and
  // the summary below do not move down when the gates arrive (layout shift).
  if (loading)
    return (
      <Box mih={LOADING_MIN_HEIGHT}>
        <Loader size="sm" aria-label={t('CHECKOUT.PAYMENT.LOADING')} />
      </Box>
    );
  if (failed || methods.length === 0)
    return (
      <Alert color="yellow" variant="light" role="alert">
        {t(failed ? 'CHECKOUT.PAYMENT.LOAD_FAILED' : 'CHECKOUT.PAYMENT.NONE')}
      </Alert>
    );
  return (
    <Radio.Group
      value={value}
      onChange={(gate) => onChange(gate as PaymentGate)}
      label={t('CHECKOUT.PAYMENT.TITLE')}
      error={error}
      required
      name="gate"
    >
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio
            key={method.Gate}
            value={method.Gate}
            label={t(`CHECKOUT.GATES.${method.Gate}`)}
            description={
              method.Note ? (
                <Text span size="xs">
                  {t(`CHECKOUT.GATE_NOTES.${method.Note}`)}
                </Text>
              ) : undefined
            }
            data-testid={`gate-${method.Gate}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
