import { startGuesty } from './guesty';
import { startWebhookReceiver } from './webhook-receiver';

/** Runs once in the runner's process: the company's receiver and Guesty live as long as the run. */
export default async function globalSetup() {
  const receiver = await startWebhookReceiver();
  const guesty = await startGuesty(`http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181)}`);
  return async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    await guesty.close();
  };
}
