import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/venue-api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
