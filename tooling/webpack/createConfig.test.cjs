const { devtoolFor } = require('./createConfig.cjs');

// Issue #20: production bundles must not point the public at their source maps.
describe('devtoolFor', () => {
  it('writes hidden source maps in production (no sourceMappingURL comment) by default', () => {
    expect(devtoolFor('production', {})).toBe('hidden-source-map');
    expect(devtoolFor('production', { SERVE_SOURCE_MAPS: '0' })).toBe('hidden-source-map');
  });

  it('links the maps only when SERVE_SOURCE_MAPS serves them', () => {
    expect(devtoolFor('production', { SERVE_SOURCE_MAPS: '1' })).toBe('source-map');
    expect(devtoolFor('production', { SERVE_SOURCE_MAPS: 'true' })).toBe('source-map');
  });

  it('keeps fast inline maps in development', () => {
    expect(devtoolFor('development', {})).toBe('eval-cheap-module-source-map');
  });
});
