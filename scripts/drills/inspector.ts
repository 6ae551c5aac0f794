/**
 * The load drill's view inside the app: the production server started with
 * `--inspect=127.0.0.1:<port>` and reached over the DevTools protocol (Node 24's WebSocket), on
 * its main thread and on the embedded API's worker thread (NodeWorker domain). It forces a full
 * garbage collection, reads each thread's V8 heap (used/total) and writes heap snapshots, so
 * growth can be told apart from garbage not yet collected and from memory outside the V8 heaps
 * (PGlite's WebAssembly memory, native buffers).
 */
import fs from 'node:fs';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { message: string };
};

export type HeapUsage = { usedMb: number; totalMb: number };

/** One protocol session: the main thread's, or a worker's through the main one. */
class Session {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  readonly listeners = new Set<(message: Message) => void>();

  constructor(private readonly post: (text: string) => void) {}

  receive(message: Message) {
    if (message.id !== undefined && this.pending.has(message.id)) {
      const waiting = this.pending.get(message.id) as Pending;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.post(JSON.stringify({ id, method, params }));
    });
  }

  /** Full GC, then the heap's used and total size in MB. */
  async heap(): Promise<HeapUsage> {
    await this.send('HeapProfiler.collectGarbage');
    const usage = await this.send<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    return {
      usedMb: Math.round(usage.usedSize / 1048576),
      totalMb: Math.round(usage.totalSize / 1048576),
    };
  }

  /** Writes a .heapsnapshot (Chrome DevTools' format) of this thread to `file`. */
  async snapshot(file: string): Promise<void> {
    const out = fs.openSync(file, 'w');
    const onChunk = (message: Message) => {
      if (message.method === 'HeapProfiler.addHeapSnapshotChunk') {
        fs.writeSync(out, String(message.params?.chunk ?? ''));
      }
    };
    this.listeners.add(onChunk);
    try {
      await this.send('HeapProfiler.enable');
      await this.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    } finally {
      this.listeners.delete(onChunk);
      fs.closeSync(out);
    }
  }
}

export class AppInspector {
  private constructor(
    private readonly socket: WebSocket,
    readonly main: Session,
    private readonly workers: Map<string, { title: string; session: Session }>,
  ) {}

  static async connect(port: number, timeoutMs = 30_000): Promise<AppInspector> {
    const until = Date.now() + timeoutMs;
    let url: string | undefined;
    while (!url && Date.now() < until) {
      try {
        const list = (await fetch(`http://127.0.0.1:${port}/json/list`).then((r) => r.json())) as {
          webSocketDebuggerUrl: string;
        }[];
        url = list[0]?.webSocketDebuggerUrl;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    if (!url) throw new Error(`no inspector on port ${port}`);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error('inspector connection failed')), {
        once: true,
      });
    });
    const main = new Session((text) => socket.send(text));
    const workers = new Map<string, { title: string; session: Session }>();
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as Message;
      if (message.method === 'NodeWorker.attachedToWorker') {
        const sessionId = String(message.params?.sessionId);
        const info = message.params?.workerInfo as { title?: string; url?: string } | undefined;
        const session = new Session((text) => {
          void main.send('NodeWorker.sendMessageToWorker', { sessionId, message: text });
        });
        workers.set(sessionId, { title: info?.url ?? info?.title ?? sessionId, session });
        return;
      }
      if (message.method === 'NodeWorker.receivedMessageFromWorker') {
        const sessionId = String(message.params?.sessionId);
        workers.get(sessionId)?.session.receive(JSON.parse(String(message.params?.message)));
        return;
      }
      main.receive(message);
    });
    await main.send('NodeWorker.enable', { waitForDebuggerOnStart: false });
    // Attachment events arrive right after enabling.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return new AppInspector(socket, main, workers);
  }

  /** The worker threads' sessions (the embedded API's thread among them). */
  get threads(): { title: string; session: Session }[] {
    return [...this.workers.values()];
  }

  /** GC everywhere, then the main thread's heap and the sum of the workers' heaps. */
  async heaps(): Promise<{ main: HeapUsage; workers: HeapUsage }> {
    const main = await this.main.heap();
    const workers = { usedMb: 0, totalMb: 0 };
    for (const { session } of this.threads) {
      const heap = await session.heap();
      workers.usedMb += heap.usedMb;
      workers.totalMb += heap.totalMb;
    }
    return { main, workers };
  }

  /** Snapshots of the main thread and of each worker: `<prefix>-main.heapsnapshot`, … */
  async snapshots(prefix: string): Promise<string[]> {
    const files = [`${prefix}-main.heapsnapshot`];
    await this.main.snapshot(files[0] as string);
    let index = 0;
    for (const { session } of this.threads) {
      const file = `${prefix}-worker${index++}.heapsnapshot`;
      await session.snapshot(file);
      files.push(file);
    }
    return files;
  }

  close() {
    this.socket.close();
  }
}
