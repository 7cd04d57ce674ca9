import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/icons';

/**
 * Follows the system scheme until the user picks one; the pick is remembered in localStorage by
 * Mantine's color scheme manager (see app/theme.ts) and applied before paint by index.html.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  // Read after hydration: the server renders without the visitor's stored scheme, and the first render in the
  // browser must match it. The icon needs no wait: both are in the HTML and the scheme's CSS hides one.
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
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
      <Box component="span" display="flex" lightHidden>
        <SunIcon />
      </Box>
      <Box component="span" display="flex" darkHidden>
        <MoonIcon />
      </Box>
    </ActionIcon>
  );
}
