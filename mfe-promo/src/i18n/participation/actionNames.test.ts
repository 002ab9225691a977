import fs from 'node:fs';
import path from 'node:path';

/**
 * A take-part button shows `action.<kind>` and is named `action.<kind>Named` (with the
 * promotion's title): in every language the name holds the words shown, in one run, so speech
 * input users can say what they see (axe label-content-name-mismatch).
 */
const LANGUAGES = ['en', 'cn', 'id', 'pt', 'th', 'vi'];
const KINDS = ['join', 'claim', 'raffle', 'apply'];

describe.each(LANGUAGES)('participation action names (%s)', (language) => {
  const { action } = JSON.parse(
    fs.readFileSync(path.join(__dirname, `${language}.json`), 'utf8'),
  ) as { action: Record<string, string> };

  it.each(KINDS)('the name of "%s" holds the words its button shows', (kind) => {
    const shown = (action[kind] ?? '').toLowerCase();
    const name = (action[`${kind}Named`] ?? '').replace('{{title}}', 'X').toLowerCase();
    expect(shown).not.toBe('');
    expect(name).toContain(shown);
  });
});
