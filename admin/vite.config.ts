import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../client/scripts/precompress';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@cena/contracts': fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
