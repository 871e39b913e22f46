import './app/preact-options';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's styles in its cascade layer, so that ours win in whatever order the sheets arrive:
// here its base and what the first page load and the error view show; each page brings the rest
// (shared/ui/mantine-styles.ts, login-page.tsx; decision 0055).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import './app/global.css';
import { App } from './app/app';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Three tasks of a phone's main thread, not one long one that a tap would wait behind (decision
// 0069): evaluating the app's modules; making the router, which starts fetching the page's code;
// the first render.
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
