import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Same local D1 and Durable Object state as `npm start`.
    cloudflare({ configPath: '../../wrangler.toml', viteEnvironment: { name: 'ssr' }, persistState: { path: '../../.wrangler/state' } }),
    tanstackStart({ srcDirectory: 'src' }),
    react(),
  ],
})
