import type { HumanCheckChallenge } from 'shared-contracts';

/**
 * Finds the number below `max` whose hash with `salt` is `challenge` (the ALTCHA proof of work:
 * hex digest of salt + number, from 0 up). Digests are asked for in batches, so Web Crypto works
 * on many at once instead of one await per try. Self-contained on purpose: its source is also the
 * Web Worker's (see {@link solveInWorker}), so it may use nothing from outside its body.
 */
export const solveProofOfWork = async (
  challenge: string,
  salt: string,
  algorithm: string,
  max: number,
  stopped: () => boolean = () => false,
): Promise<number | null> => {
  const encoder = new TextEncoder();
  const hex = (buffer: ArrayBuffer) => {
    const bytes = new Uint8Array(buffer);
    let text = '';
    for (let i = 0; i < bytes.length; i += 1)
      text += (bytes[i]! < 16 ? '0' : '') + bytes[i]!.toString(16);
    return text;
  };
  const batch = 500;
  for (let start = 0; start <= max; start += batch) {
    if (stopped()) return null;
    const end = Math.min(max, start + batch - 1);
    const tries: Promise<ArrayBuffer>[] = [];
    for (let n = start; n <= end; n += 1)
      tries.push(crypto.subtle.digest(algorithm, encoder.encode(`${salt}${n}`)));
    const hashes = await Promise.all(tries);
    for (let i = 0; i < hashes.length; i += 1) if (hex(hashes[i]!) === challenge) return start + i;
  }
  return null;
};

/** The worker: one challenge per message, answered with `{ number }` (null: none found). */
const workerSource = () =>
  `const solve = ${solveProofOfWork.toString()};
self.onmessage = async (event) => {
  const { challenge, salt, algorithm, max } = event.data;
  self.postMessage({ number: await solve(challenge, salt, algorithm, max) });
};`;

/**
 * Solves in a Web Worker made from a blob (CSP `worker-src 'self' blob:`), so the page stays
 * responsive and the remote's own origin does not matter; where no worker can start (an old
 * browser, a test), on this thread, in batches that leave room for the page between them.
 */
export const solveInWorker = (
  { challenge, salt, algorithm, maxnumber }: HumanCheckChallenge,
  signal: AbortSignal,
): Promise<number | null> => {
  let worker: Worker | null = null;
  let url: string | null = null;
  try {
    url = URL.createObjectURL(new Blob([workerSource()], { type: 'text/javascript' }));
    worker = new Worker(url);
  } catch {
    if (url) URL.revokeObjectURL(url);
    return solveProofOfWork(challenge, salt, algorithm, maxnumber, () => signal.aborted);
  }
  const running = worker;
  const done = () => {
    running.terminate();
    if (url) URL.revokeObjectURL(url);
  };
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => {
      done();
      resolve(null);
    });
    running.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      done();
      resolve(event.data.number);
    };
    running.onerror = (event) => {
      event.preventDefault();
      done();
      // A worker refused at start (CSP, no Web Crypto in workers): this thread does the work.
      solveProofOfWork(challenge, salt, algorithm, maxnumber, () => signal.aborted).then(
        resolve,
        reject,
      );
    };
    running.postMessage({ challenge, salt, algorithm, max: maxnumber });
  });
};

/** The solved challenge as calls carry it in `humanCheck`: base64 of the ALTCHA payload JSON. */
export const payloadOf = (
  { algorithm, challenge, salt, signature }: HumanCheckChallenge,
  number: number,
): string => btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));

/** When a challenge stops being answerable (epoch ms), from the `expires` its salt carries. */
export const expiryOf = ({ salt }: HumanCheckChallenge): number | null => {
  const expires = new URLSearchParams(salt.split('?')[1] ?? '').get('expires');
  const seconds = Number(expires?.replace(/&$/, ''));
  return expires && Number.isFinite(seconds) ? seconds * 1000 : null;
};
