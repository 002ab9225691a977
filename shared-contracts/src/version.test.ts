import packageJson from '../package.json';
import { CONTRACT_MAJOR, CONTRACT_VERSION } from './version';

test('the contract version equals the package version', () => {
  expect(CONTRACT_VERSION).toBe(packageJson.version);
  expect(CONTRACT_MAJOR).toBe(Number(packageJson.version.split('.')[0]));
});
