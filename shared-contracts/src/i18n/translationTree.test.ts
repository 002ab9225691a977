import { flattenTranslations, placeholdersOf } from './translationTree';

test('flattens nested texts to dotted keys', () => {
  expect([...flattenTranslations({ a: 'A', b: { c: 'C', d: { e: 'E' } } })]).toEqual([
    ['a', 'A'],
    ['b.c', 'C'],
    ['b.d.e', 'E'],
  ]);
});

test('lists the placeholders of a text in order', () => {
  expect(placeholdersOf('{{ name }} won {{amount}}')).toEqual(['{{ name }}', '{{amount}}']);
  expect(placeholdersOf('no placeholder')).toEqual([]);
});
