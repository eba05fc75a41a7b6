// First: before any schema is made or parses (zod-jitless.ts).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPublicConfig } from './app/env';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from '@/lib/store';
import { applyLanguage, startingLanguage } from '@/lib/i18n/language';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={makeStore()} router={createAppRouter()} config={readPublicConfig()} />
    </StrictMode>,
  );

// English is in the bundle; another language's texts load first, so the page never flashes
// English. If they cannot load (offline), the page shows in English.
const language = startingLanguage();
if (language === 'en') render();
else
  void applyLanguage(language)
    .catch(() => undefined)
    .finally(render);
