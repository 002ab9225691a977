import { MAX_IMAGE_BYTES } from 'shared-contracts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** An image type the platform accepts, as the file's first bytes say. */
export type ImageType = 'image/png' | 'image/jpeg';

/** Why a picked file cannot be used: over the size limit, not PNG/JPEG, or unreadable. */
export type ImageProblem = 'size' | 'type' | 'unreadable';

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

/** The file's image type from its content (never its name or claimed type), or null. */
export const sniffImageType = async (file: Blob): Promise<ImageType | null> => {
  const head = await readHead(file);
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  return null;
};

/** Why `file` cannot be uploaded, or null. The platform checks again. */
export const imageProblemOf = async (
  file: Blob,
  maxBytes: number = MAX_IMAGE_BYTES,
): Promise<ImageProblem | null> => {
  if (file.size > maxBytes) return 'size';
  try {
    return (await sniffImageType(file)) ? null : 'type';
  } catch {
    return 'unreadable';
  }
};
