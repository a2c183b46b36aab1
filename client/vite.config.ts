import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { initialJsReport } from './scripts/initial-js-report';
import { precompress } from './scripts/precompress';
import { prerenderPages } from './scripts/prerender-pages';

const lib = (path: string) => fileURLToPath(new URL(`../libs/${path}`, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss(), initialJsReport(), precompress(), prerenderPages()],
  resolve: {
    alias: {
      '@cena/contracts': lib('contracts/src/index.ts'),
      '@cena/i18n': lib('i18n'),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
});
