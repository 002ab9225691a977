import { LANGUAGES } from 'shared-contracts';

import { LOBBY_RESOURCES } from './registerLobbyI18n';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const placeholdersOf = (tree: Tree): Record<string, string[]> => {
  const result: Record<string, string[]> = {};
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        result[`${prefix}${key}`] = (value.match(/{{\s*\w+\s*}}/g) ?? []).sort();
      } else walk(value, `${prefix}${key}.`);
    }
  };
  walk(tree, '');
  return result;
};

const english = LOBBY_RESOURCES.EN as Tree;
const others = LANGUAGES.filter((code) => code !== 'EN');

describe('lobby translations', () => {
  it.each(others)('%s has exactly the keys of English', (code) => {
    const translated = LOBBY_RESOURCES[code] as Tree;
    expect(keysOf(translated).sort()).toEqual(keysOf(english).sort());
  });

  it.each(others)('%s keeps every placeholder and leaves no text empty', (code) => {
    const translated = LOBBY_RESOURCES[code] as Tree;
    expect(placeholdersOf(translated)).toEqual(placeholdersOf(english));
    for (const key of keysOf(translated)) {
      const value = key
        .split('.')
        .reduce<Tree | string>((node, part) => (node as Tree)[part]!, translated);
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });
});
