import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = (options: { type: 'minor' | 'major' }) => void;
let collect: Collect | null | undefined;

/**
 * A streamed upload allocates a fresh buffer for every chunk that arrives (the network's, the
 * thread crossing's): 50 MB of short-lived garbage. V8 collects buffer memory only when its
 * young generation fills with objects or its external memory passes 64 MB, and a stream makes
 * few objects, so without help a 50 MB upload grows the process by up to 64 MB before anything
 * is freed. A minor collection (a scavenge, about a millisecond) every few megabytes frees the
 * chunks already written and keeps the growth to a few chunks. Without a way to ask (the flag
 * cannot be set), it does nothing.
 */
function collectYoungGarbage(): void {
  collectGarbage('minor');
}

/**
 * A collection of this thread's heap of the given type, asked for without the `--expose-gc`
 * command-line flag (set at run time); without a way to ask, it does nothing. Also the memory
 * probe's full collection (lib/server/memory-probe.ts).
 */
export function collectGarbage(type: 'minor' | 'major'): void {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as Collect;
    } catch {
      collect = null;
    }
  }
  try {
    collect?.({ type });
  } catch {
    collect = null;
  }
}

/** Counts streamed bytes and asks for a minor collection every `every` bytes. */
export function garbageHint(every = 4 * 1024 * 1024): (bytes: number) => void {
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < every) return;
    since = 0;
    collectYoungGarbage();
  };
}
