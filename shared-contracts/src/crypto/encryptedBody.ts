import { z } from 'zod';

/** Body of an encrypted call: AES-CBC ciphertext and its random IV, both base64. */
export const encryptedBodySchema = z.object({
  iv: z.string().min(16).max(64),
  data: z.string().min(1).max(20000),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

/** How long an encrypted payload stays acceptable; older ones are replays. */
export const ENCRYPTED_PAYLOAD_MAX_AGE_MS = 60_000;
