import { gridLayout, OVERSCAN_ROWS, visibleRows } from './gridLayout';

describe('grid windowing', () => {
  it('fits as many columns as the width allows, two at least', () => {
    expect(gridLayout(1024, 1000).columns).toBe(6);
    expect(gridLayout(320, 1000).columns).toBe(2);
    expect(gridLayout(0, 10).columns).toBe(6);
  });

  it('keeps only the rows near the viewport', () => {
    const layout = gridLayout(1024, 1000);
    const atTop = visibleRows(layout, 0, 800);
    expect(atTop.first).toBe(0);
    expect(atTop.last).toBeLessThan(10);
    const scrolled = visibleRows(layout, -layout.rowHeight * 50, 800);
    expect(scrolled.first).toBe(50 - OVERSCAN_ROWS);
    expect(scrolled.last - scrolled.first).toBeLessThan(12);
  });

  it('stays inside the grid at its end and when it is empty', () => {
    const layout = gridLayout(1024, 30);
    expect(visibleRows(layout, -100_000, 800)).toEqual({
      first: layout.rows - 1,
      last: layout.rows - 1,
    });
    expect(visibleRows(gridLayout(1024, 0), 0, 800)).toEqual({ first: 0, last: -1 });
  });
});
