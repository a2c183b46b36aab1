import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const headings = { fontFamily: 'Poppins, Inter, sans-serif', fontWeight: 600 };

const INK = '#14121F';
const SECONDARY_INK = '#57546B';
/** Ink for decoration only (an empty list's icon), as MUI's disabled text. */
const FAINT_INK = 'rgba(20, 18, 31, 0.38)';
const PAPER = '#FFFFFF';
const EDGE_SHADOW = 'rgba(20, 18, 31, 0.22)';
/** The colour at zero opacity (a gradient to 'transparent' would pass through grey). */
const transparent = (hex: string) => `${hex}00`;

/**
 * BRAND.md's status colours as fills, with ink text on them: white on #1FA971, #F5A524 or
 * #E5484D is 3.0, 2.0 and 3.9:1, ink 6.1, 9.1 and 4.7:1 (WCAG AA is 4.5 at 13–14 px). Where the
 * colour is the text itself (outlined chips, text buttons) the darker shade of the same hue is
 * used, at least 5.3:1 on white.
 */
const STATUS_PALETTE = {
  success: { main: '#1FA971', dark: '#147A52', contrastText: INK },
  warning: { main: '#F5A524', dark: '#8A5300', contrastText: INK },
  error: { main: '#E5484D', dark: '#B3261E', contrastText: INK },
  info: { main: '#0288D1', dark: '#01579B', contrastText: INK },
} as const;
type StatusColour = keyof typeof STATUS_PALETTE;
const isStatus = (colour: unknown): colour is StatusColour =>
  typeof colour === 'string' && colour in STATUS_PALETTE;

/** Text in a status colour on white (an outlined chip, a text or outlined button): its dark shade. */
const statusText = ({ ownerState }: { ownerState: { color?: unknown; variant?: unknown } }) =>
  isStatus(ownerState.color) &&
  ownerState.variant !== 'filled' &&
  ownerState.variant !== 'contained'
    ? { color: STATUS_PALETTE[ownerState.color].dark }
    : {};

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
    secondary: { main: INK, contrastText: '#FFFFFF' },
    ...STATUS_PALETTE,
    text: { primary: INK, secondary: SECONDARY_INK },
    background: { default: '#F7F5FB', paper: PAPER },
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
    MuiChip: { styleOverrides: { root: statusText } },
    // A show page's tabs scroll (with arrows) rather than clip the last ones on a phone.
    MuiTabs: {
      defaultProps: {
        variant: 'scrollable',
        scrollButtons: 'auto',
        allowScrollButtonsMobile: true,
      },
    },
    MuiButton: { styleOverrides: { root: statusText } },
    // A wide table scrolls in its own box instead of widening the page. Every flex item between
    // the page and the table would otherwise grow to the table's width (a flex item's min-width
    // is its content's by default): react-admin's layout root ('fit-content'), its content
    // column and the list's main column. Lifting only the first two still let the list's
    // column overflow the phone's width, and the document scrolled sideways with it.
    RaLayout: {
      styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // SimpleList fades its right-hand text to 54 %; ours holds status chips, which then fell
    // below 4.5:1.
    RaSimpleList: { styleOverrides: { root: { '& .RaSimpleList-tertiary': { opacity: 1 } } } },
    // An empty list's sentence ('Nenhum resultado…') was in the disabled ink, about 2.5:1 on the
    // page: it reads in the secondary ink (6.7:1); the icon above it stays faint.
    RaEmpty: {
      styleOverrides: {
        root: {
          '& .RaEmpty-message': { color: SECONDARY_INK },
          '& .RaEmpty-icon': { color: FAINT_INK },
        },
      },
    },
    // A table wider than its box shows a soft shadow at each edge with more columns behind it
    // (white covers scroll with the table and hide a shadow once its edge is reached).
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-tableWrapper': {
            overflowX: 'auto',
            background: [
              `linear-gradient(to right, ${PAPER} 30%, ${transparent(PAPER)}) left center / 40px 100% no-repeat local`,
              `linear-gradient(to left, ${PAPER} 30%, ${transparent(PAPER)}) right center / 40px 100% no-repeat local`,
              `radial-gradient(farthest-side at 0 50%, ${EDGE_SHADOW}, transparent) left center / 14px 100% no-repeat scroll`,
              `radial-gradient(farthest-side at 100% 50%, ${EDGE_SHADOW}, transparent) right center / 14px 100% no-repeat scroll`,
            ].join(', '),
          },
        },
      },
    },
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: {
          backgroundColor: INK,
          color: '#FFFFFF',
          // react-admin wraps the screen's title in an inline-block, which text-overflow does not
          // cut: a long title ('Usuário <e-mail>') ran under the language button, clipped.
          '& #react-admin-title': { paddingRight: 8 },
          '& #react-admin-title .RaConfigurable-root': {
            maxWidth: '100%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            verticalAlign: 'top',
          },
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
