import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs beside Vite (scripts/dev.ts); both read the same PORT.
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    // RENDERER_OUT_DIR lets parallel test runs build side by side without emptying each other's folder.
    outDir: process.env.RENDERER_OUT_DIR ?? fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    // The output folder sits outside `root`, where Vite only empties it when told to.
    emptyOutDir: true,
    // The server reads it to hint each screen's chunks to the browser with the page (server/site/chunk-hints.ts).
    manifest: true,
  },
  server: {
    // The same loopback address the API server binds to by default, never `localhost`'s IPv6 guess.
    host: '127.0.0.1',
    proxy: {
      '/api': apiOrigin,
      '/objects': apiOrigin,
    },
  },
});
