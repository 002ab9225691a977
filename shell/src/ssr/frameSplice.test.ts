import { areaMarkupOf, spliceArea, splitFrame } from './frameSplice';
import { AREA_SLOT_MARKUP } from './renderPart';

const SECTION = '<section class="slot" data-remote="mfe-lobby" data-server-area="">';

describe('a frame and its area', () => {
  it('splits a frame at its one slot and puts an area there', () => {
    const frame = splitFrame(
      `<header></header>${SECTION}<!--$-->${AREA_SLOT_MARKUP}<!--/$--></section>`,
    );
    expect(frame).toEqual({
      before: `<header></header>${SECTION}<!--$-->`,
      after: '<!--/$--></section>',
    });
    expect(
      spliceArea(frame!, `<div>${SECTION}<!--$--><h1>Games</h1><!--/$--></section></div>`),
    ).toBe(`<header></header>${SECTION}<!--$--><h1>Games</h1><!--/$--></section>`);
    expect(spliceArea(frame!, '<div>no area</div>')).toBeNull();
  });

  it('finds no frame without a slot or with two', () => {
    expect(splitFrame('<header></header>')).toBeNull();
    expect(splitFrame(AREA_SLOT_MARKUP + AREA_SLOT_MARKUP)).toBeNull();
  });

  it("takes the area's boundary whole, with the boundaries inside it", () => {
    const area = '<div><!--$--><p>one</p><!--/$--><!--$?--><p>two</p><!--/$-->text<!-- --></div>';
    expect(
      areaMarkupOf(`<nav></nav>${SECTION}<!--$-->${area}<!--/$--></section><footer></footer>`),
    ).toBe(area);
  });

  it('finds no area without a single server area in a completed boundary', () => {
    expect(areaMarkupOf('<main><p>No area</p></main>')).toBeNull();
    expect(areaMarkupOf(`${SECTION}<p>no boundary</p></section>`)).toBeNull();
    expect(areaMarkupOf(`${SECTION}<!--$--><p>never closed</p></section>`)).toBeNull();
    expect(areaMarkupOf(`${SECTION}<!--$--><!--/$-->${SECTION}<!--$--><!--/$-->`)).toBeNull();
  });

  it("puts the area's hoisted resources after the frame's, as a whole page has them", () => {
    const banner = '<link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/>';
    const card = '<link rel="preload" as="image" href="/card.svg" fetchPriority="high"/>';
    const frame = splitFrame(
      `${banner}<div class="frame">${SECTION}<!--$-->${AREA_SLOT_MARKUP}<!--/$--></section></div>`,
    );
    expect(
      spliceArea(
        frame!,
        `${card}<div class="frame">${SECTION}<!--$--><img src="/card.svg"/><!--/$--></section></div>`,
      ),
    ).toBe(
      `${banner}${card}<div class="frame">${SECTION}<!--$--><img src="/card.svg"/><!--/$--></section></div>`,
    );
  });
});
