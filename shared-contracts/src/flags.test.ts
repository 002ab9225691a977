import { isFlagOn } from './flags';

const tree = [
  {
    modId: 'REG',
    enabled: '1' as const,
    childrenNodes: [{ modId: 'DIRECTREG3', enabled: '1' as const }],
  },
  { modId: 'FREEPLAY3', enabled: '0' as const },
];

test('finds an enabled flag anywhere in the tree', () => {
  expect(isFlagOn(tree, 'DIRECTREG3')).toBe(true);
});

test('treats a disabled or missing flag as off', () => {
  expect(isFlagOn(tree, 'FREEPLAY3')).toBe(false);
  expect(isFlagOn(tree, 'CBS3')).toBe(false);
});
