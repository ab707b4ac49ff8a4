import type {Config} from 'tailwindcss';

/**
 * Design tokens from the specs' constants (browsing §9, cart §9):
 * brand colours, breakpoints and screen sizes.
 */
export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    // Screen sizes: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl and 2xl 1536.
    screens: {
      xs: '320px',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      xxl: '1536px',
      '2xl': '1536px',
      // Device breakpoints: mobile up to 767, portrait tablet up to 800, tablet up to 1200, desktop from 1900.
      tablet: '768px',
      'portrait-max': {max: '800px'},
      'tablet-max': {max: '1200px'},
      desktop: '1201px',
      wide: '1900px',
    },
    extend: {
      colors: {
        brand: {
          DEFAULT: '#1F2A44',
          dark: '#141B2D',
          light: '#E9ECF3',
          accent: '#B8860B',
        },
        sale: '#CC2348',
        clearance: '#FEBD40',
        autoclub: '#00ACA0',
        member: '#00555F',
        velocity: '#D6083B',
        heart: '#E81728',
      },
      fontFamily: {
        sans: ['"Helvetica Neue"', 'Arial', 'system-ui', 'sans-serif'],
      },
      transitionDuration: {
        menu: '300ms',
      },
    },
  },
  plugins: [],
  // Tailwind 3 otherwise gives every element and its ::before/::after some fifty --tw-* variables, which the
  // browser computes for the whole page before the first paint; only elements whose utilities read them get them.
  experimental: {optimizeUniversalDefaults: true},
} satisfies Config;
