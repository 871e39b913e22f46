import { startWebhookReceiver } from './webhook-receiver';

/** Runs once in the runner's process: the company's receiver lives as long as the run. */
export default async function globalSetup() {
  const receiver = await startWebhookReceiver();
  return async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  };
}
