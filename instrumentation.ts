/** Server start-up hooks; the Node.js work lives in instrumentation-node.ts (never the edge). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startNodeServer } = await import('./instrumentation-node');
    await startNodeServer();
  }
}
