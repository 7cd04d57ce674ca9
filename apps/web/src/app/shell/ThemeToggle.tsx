import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/icons';

/**
 * Follows the system scheme until the user picks one; the pick is remembered in localStorage by
 * Mantine's color scheme manager (see app/theme.ts) and applied before paint by index.html.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      aria-label={t('THEME.TOGGLE')}
      aria-pressed={dark}
      title={dark ? t('THEME.USE_LIGHT') : t('THEME.USE_DARK')}
      data-testid="theme-toggle"
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
