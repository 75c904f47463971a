import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With its extension: Vite's coming native config loader runs this file as Node does.
import { callVerbs } from './build/callVerbs.ts';
import { precompress } from './build/precompress.ts';

const API_TARGET = 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  // Brotli and gzip files beside the built ones, served as they are (apps/server/src/http/app.ts).
  // callVerbs: each API call's verb without the contract's schemas (build/callVerbs.ts).
  plugins: [react(), callVerbs(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one large vendor chunk by design; pages are split per route.
    chunkSizeWarningLimit: 1600,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
});
