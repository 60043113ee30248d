import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * `vite build --mode local` is the product for one machine (npm start, the tests): mail goes to a
 * D1 outbox readable at /dev/mailbox. Any other mode is a production build, without that code.
 */
export default defineConfig(({ mode }) => ({
  define: { __LOCAL_MODE__: JSON.stringify(mode === 'local' || mode === 'development') },
  plugins: [
    tailwindcss(),
    // Same local D1 and Durable Object state as `npm start`.
    cloudflare({ configPath: '../../wrangler.toml', viteEnvironment: { name: 'ssr' }, persistState: { path: '../../.wrangler/state' } }),
    tanstackStart({ srcDirectory: 'src' }),
    react(),
  ],
}))
