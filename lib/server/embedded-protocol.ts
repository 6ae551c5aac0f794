/** Messages between the web server's thread and the embedded API's (embedded-worker.ts). */
export type WorkerRequest = {
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | string | null;
};

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'error'; id: number; message: string };
