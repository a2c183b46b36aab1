import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const headings = { fontFamily: 'Poppins, Inter, sans-serif', fontWeight: 600 };

/**
 * BRAND.md's colours and type. The primary is a darker coral than brand-500 (#FF5A36): the
 * back office shows primary-coloured text at 13–14 px (links, text buttons), where brand-500 on
 * white is 3:1; #C8381A keeps the hue at 5.2:1 (WCAG AA).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#C8381A', contrastText: '#FFFFFF' },
    secondary: { main: '#14121F', contrastText: '#FFFFFF' },
    success: { main: '#1FA971' },
    warning: { main: '#F5A524' },
    error: { main: '#E5484D' },
    text: { primary: '#14121F', secondary: '#57546B' },
    background: { default: '#F7F5FB', paper: '#FFFFFF' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, system-ui, sans-serif',
    h1: headings,
    h2: headings,
    h3: headings,
    h4: headings,
    h5: headings,
    h6: headings,
    button: { fontFamily: 'Poppins, Inter, sans-serif', fontWeight: 600, textTransform: 'none' },
  },
  components: {
    ...defaultTheme.components,
    MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
    // A wide table scrolls in its own box instead of widening the page. Every flex item between
    // the page and the table would otherwise grow to the table's width (a flex item's min-width
    // is its content's by default): react-admin's layout root ('fit-content'), its content
    // column and the list's main column. Lifting only the first two still let the list's
    // column overflow the phone's width, and the document scrolled sideways with it.
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: {
      styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } },
    },
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: {
          backgroundColor: '#14121F',
          color: '#FFFFFF',
          // On a phone the language button keeps its icons and gives its label's width to the
          // screen's title (the label stays in the button for screen readers).
          '@media (max-width: 599.95px)': {
            '& .MuiButton-root[aria-haspopup]': { fontSize: 0, minWidth: 0 },
            '& .MuiButton-root[aria-haspopup] .MuiButton-startIcon': { marginRight: 2 },
          },
        },
      },
    },
  },
};
