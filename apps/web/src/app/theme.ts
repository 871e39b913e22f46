import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Harbor blue: deep, calm, readable; a warm accent for highlights. */
const harbor: MantineColorsTuple = [
  '#e6f4f9',
  '#cfe6ef',
  '#9fcbdd',
  '#6cafcb',
  '#4397bb',
  '#2a88b2',
  '#1a7aa4',
  '#0b668c',
  '#0b4f6c',
  '#053b52',
];

export const theme = createTheme({
  primaryColor: 'harbor',
  primaryShade: 7,
  colors: { harbor },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Mantine's close button is an icon only: every dialog's needs a name. A plain object, not
    // Modal.extend(), so that the theme does not put the dialog's code into the sign-in page's bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
