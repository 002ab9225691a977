/** The envelope every answer travels in (shared-contracts envelopeSchema). */
export interface Envelope {
  success: boolean;
  value?: unknown;
  message?: string;
}

export const okEnvelope = (value: unknown): Envelope => ({ success: true, value, message: 'OK' });

export const failEnvelope = (message: string, value: unknown = null): Envelope => ({
  success: false,
  value,
  message,
});
