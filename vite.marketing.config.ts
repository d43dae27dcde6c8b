import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompileMessages } from './scripts/precompile-messages';
import { environmentDefine } from './scripts/environment-define';

// The marketing site (marketing.html, src/marketing-main.tsx): a build of its own into the same
// folder after the app's, so that sharing React and the pure modules with it never reshapes the
// app's chunks (the workspace's first load stays what its budget measures). React gets the same
// chunk as in the app's build: same content, same hashed name, cached once by the browser.
export default defineConfig(({ mode }) => ({
  plugins: [react(), precompileMessages()],
  // The same environment as the app's build (scripts/environment-define.ts).
  define: environmentDefine(mode),
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    sourcemap: 'hidden',
    // Read by the home page's size budget (e2e/budgets.spec.ts).
    manifest: '.vite/marketing-manifest.json',
    rolldownOptions: {
      input: { marketing: 'marketing.html' },
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 }],
        },
      },
    },
  },
}));
