import { MAX_IMAGE_BYTES } from 'shared-contracts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const readHead = async (file: Blob): Promise<Uint8Array> => {
  const head = file.slice(0, PNG.length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
};

/**
 * Why a picked file cannot be sent: `size` (over 5 MB), `type` (its first bytes are not PNG or
 * JPEG, whatever its name says), `unreadable`, or null. The platform checks again.
 */
export const imageProblemOf = async (
  file: Blob,
): Promise<'size' | 'type' | 'unreadable' | null> => {
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  try {
    const head = await readHead(file);
    return startsWith(head, PNG) || startsWith(head, JPEG) ? null : 'type';
  } catch {
    return 'unreadable';
  }
};
