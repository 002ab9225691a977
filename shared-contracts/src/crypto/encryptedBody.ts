import { z } from 'zod/mini';

import { lazySchema } from '../lazySchema';

/** Body of an encrypted call: AES-CBC ciphertext and its random IV, both base64. */
export const encryptedBodySchema = lazySchema(() =>
  z.object({
    iv: z.string().check(z.minLength(16), z.maxLength(64)),
    data: z.string().check(z.minLength(1), z.maxLength(20000)),
  }),
);
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** How long an encrypted payload stays acceptable; older ones are replays. */
export const ENCRYPTED_PAYLOAD_MAX_AGE_MS = 60_000;
