import { configureConsole, type ConsoleConfig } from '@console/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

declare global {
  interface Window {
    /** Set by an inline script of a deployment (or a test) to override build-time settings. */
    __CONSOLE_CONFIG__?: Partial<ConsoleConfig>;
  }
}

configureConsole({
  apiBaseUrl: process.env.CONSOLE_API_URL,
  idleMs: Number(process.env.CONSOLE_IDLE_MS) || undefined,
  idlePromptMs: Number(process.env.CONSOLE_IDLE_PROMPT_MS) || undefined,
  ...window.__CONSOLE_CONFIG__,
});

createRoot(document.getElementById('root')!).render(<App />);
