import { componentName, type Contract } from './collectContract';

/** How an encrypted body is made (shared-contracts/src/crypto/payload.ts). */
export const encryptionSection = (maxAgeMs: number): string =>
  [
    '## Encrypted bodies',
    'Calls whose request body is `EncryptedBody` (login, registration, the password calls, the Firebase link) ' +
      'send their payload sealed. The plaintext is the JSON text of `{ "payload": <the call\'s payload>, "ts": <epoch ms>, "nonce": <random hex> }`; ' +
      "each such call's request body names its payload's schema (`data`'s `contentSchema`).",
    '- key: SHA-256 of the payload secret (the UTF-8 bytes of `payloadSecret` in `/site-config.json`, the brand secret): 32 bytes, AES-256;',
    '- cipher: AES-256-CBC with PKCS#7 padding and a fresh random 16-byte IV per message;',
    '- body: `{ "iv": base64(IV), "data": base64(ciphertext) }` (crypto-js `AES.encrypt(text, key, { iv })`).',
    `The platform refuses (400, one generic message) a body it cannot open, one sealed more than ${maxAgeMs / 1000} s from its clock, and a nonce it has seen within that window (a replay). ` +
      'The secret is public by design (every visitor reads it): it hides payloads from casual observers, TLS protects them.',
  ].join('\n\n');

/** The error envelope and its reasons. */
export const errorsSection = (): string =>
  [
    '## Errors',
    'Every refusal is a 4xx with the envelope `{ success: false, message, value }`; a 5xx is a fault of the platform, never an answer to bad input. ' +
      '`message` is a sentence for logs; the site words the refusal itself from `value`:',
    '- bad input (400): `value` is a `FieldIssue` `{ field, issue: required | tooBig | tooSmall | invalid, limit? }`;',
    "- a rule of the call: `value.reason` is one of the reason codes its 4xx answers list (the area's `*Refusal` schema);",
    '- no live session (401, `message` "Please log in"): the site opens its login;',
    '- throttled (429): `Retry-After` says when to ask again.',
  ].join('\n');

/** The two WebSockets: their paths and messages, from the contract's constants and schemas. */
export const socketsSection = (contract: Contract): string => {
  const docOf = (name: string) => contract.constants.get(name)?.doc ?? '';
  const schema = (name: string) => {
    const found = contract.schemas.find((entry) => entry.name === name);
    if (!found) throw new Error(`${name} is not an exported schema`);
    return `\`${componentName(found.name)}\`: ${found.doc.replace(/\s+/g, ' ')}`;
  };
  const realtimePath = contract.constants.get('REALTIME_PATH')?.value;
  const chatPath = contract.constants.get('CHAT_SOCKET_PATH')?.value;
  return [
    '## WebSockets',
    `### \`${String(realtimePath)}\`: balance and pushes`,
    docOf('REALTIME_PATH'),
    `- client messages: ${schema('realtimeClientMessageSchema')}`,
    `- server messages: ${schema('realtimeServerMessageSchema')}`,
    `### \`${String(chatPath)}\`: chat`,
    docOf('CHAT_SOCKET_PATH'),
    `- client messages: ${schema('chatClientMessageSchema')}`,
    `- server messages: ${schema('chatServerMessageSchema')}`,
    'Both take their first message as `auth` (the balance socket: the session token; the chat: the ticket of `POST /wps/chat/url`); tokens never travel in the URL.',
  ].join('\n\n');
};
