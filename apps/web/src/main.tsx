// First: before any schema is made or parses (zod-jitless.ts).
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPublicConfig } from './app/env';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from '@/lib/store';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={makeStore()} router={createAppRouter()} config={readPublicConfig()} />
  </StrictMode>,
);
