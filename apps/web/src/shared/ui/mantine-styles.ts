// Mantine's whole style sheet, in its cascade layer: every page but the sign-in page fetches it with
// its code (app/page-load-error.ts), so the sign-in page's first paint waits only for the few
// component sheets it uses (main.tsx, login-page.tsx; decision 0055).
import '@mantine/core/styles.layer.css';
