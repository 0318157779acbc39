import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
