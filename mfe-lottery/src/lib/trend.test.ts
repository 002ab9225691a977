import { hotAndCold, trendOf } from './trend';

// Newest first.
const results = [
  { balls: ['1', '2', '3', '4', '5'] },
  { balls: ['1', '1', '9', '4', '0'] },
  { balls: ['7', '2', '3', '4', '5'] },
];

describe('trendOf', () => {
  it('counts hits and missing draws at one position', () => {
    const first = trendOf('SSC', results, 0);
    expect(first.find((row) => row.number === '1')).toEqual({ number: '1', hits: 2, missing: 0 });
    expect(first.find((row) => row.number === '7')).toEqual({ number: '7', hits: 1, missing: 2 });
    expect(first.find((row) => row.number === '8')).toEqual({ number: '8', hits: 0, missing: 3 });
  });

  it('counts a number twice in one draw over all positions', () => {
    const all = trendOf('SSC', results, null);
    expect(all.find((row) => row.number === '1')).toEqual({ number: '1', hits: 3, missing: 0 });
    expect(all.find((row) => row.number === '9')).toEqual({ number: '9', hits: 1, missing: 1 });
  });

  it('names the hottest and coldest numbers', () => {
    const { hot, cold } = hotAndCold(trendOf('SSC', results, null), 2);
    expect(hot.map((row) => row.number)).toEqual(['1', '4']);
    expect(cold.map((row) => row.number)).toEqual(['6', '8']);
  });
});
