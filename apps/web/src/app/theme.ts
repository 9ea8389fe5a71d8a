import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** A palette whose darkest shade is replaced, so text in it keeps 4.5:1 on its own light fill. */
const withDarkest = (name: 'green' | 'orange' | 'teal' | 'yellow', darkest: string) =>
  [...DEFAULT_THEME.colors[name].slice(0, 9), darkest] as unknown as MantineColorsTuple;

// Indonesian names for the controls Mantine leaves unnamed (a screen reader said only "button").
const PAGINATION_CONTROLS: Record<string, string> = {
  first: 'Halaman pertama',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
  last: 'Halaman terakhir',
};

export const theme = createTheme({
  primaryColor: 'cyan',
  // Shade 9 keeps white button text above the 4.5:1 contrast WCAG asks for (shade 8: 4.3:1).
  primaryShade: 9,
  // Mantine's shade 9 of these reads 4.4:1 (green on white), 3.6:1 (orange), 4.3:1 (teal) and 2.7:1 (yellow, the
  // PDAM warning) on their light fills; these darker ones reach 4.7:1.
  colors: {
    green: withDarkest('green', '#257936'),
    orange: withDarkest('orange', '#b83d0c'),
    teal: withDarkest('teal', '#077856'),
    yellow: withDarkest('yellow', '#a75600'),
  },
  components: {
    CloseButton: { defaultProps: { 'aria-label': 'Tutup' } },
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Tampilkan atau sembunyikan password' },
      },
    },
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({ 'aria-label': PAGINATION_CONTROLS[control] }),
        getItemProps: (page: number) => ({ 'aria-label': `Halaman ${page}` }),
      },
    },
  },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/**
 * Secondary ("dimmed") text and a field's error text darker than Mantine's, for 4.5:1 contrast
 * on light fills.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
