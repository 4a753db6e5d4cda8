/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/app': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/checkout': apiTarget,
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 300 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
