/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';

import { useNearViewport } from './useNearViewport';

const Probe = () => {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
};

// The server has no IntersectionObserver either, yet it must not render what is below the
// fold: its HTML, its render time and the page's hydration hold the first screen only.
test('the server never renders a block as near', () => {
  expect(renderToString(<Probe />)).toBe('<div>far</div>');
});
