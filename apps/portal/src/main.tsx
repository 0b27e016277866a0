import './root/fonts.css';
import { StrictMode } from 'react';
import { config as configureZod } from 'zod/v4/core';
import { createRoot } from 'react-dom/client';
import { App } from './root/App';

// The portal's content security policy allows no eval: zod must not probe for it (its probe
// would log a violation on every page).
configureZod({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
